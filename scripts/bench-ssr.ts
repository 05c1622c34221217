// `npm run bench:ssr`: the production server (dist/server, built for the mock kit when missing)
// against the mock kit, on free ports. For a job-type page and a pro profile: autocannon at 10 and
// 50 concurrent connections (requests/s, p50/p99 latency), then sequential requests timing the
// first byte against the full response (the page streams: the shell comes first). The server
// keeps no HTML cache (a CDN does), so there is no warm-cache figure of its own.
// Options: --duration <s> (10), --samples <n> (20).
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from './lib/ports';
import { startPreviewStack } from './lib/preview-stack';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, samples: { type: 'string', default: '20' } },
});
const pages = {
  'job type': '/home/cleaning/house-cleaning',
  profile: '/profile/hashimoto-house-cleaning/pro',
};

const stack = await startPreviewStack({
  api: await freePort(),
  companion: await freePort(),
  preview: await freePort(),
});
try {
  for (const [name, path] of Object.entries(pages)) {
    const url = `${stack.baseUrl}${path}`;
    // Warm-up: the mock compiles an operation's validators on its first call.
    for (let index = 0; index < 3; index += 1) await (await fetch(url)).text();
    for (const connections of [10, 50]) {
      const result = await autocannon({ url, connections, duration: Number(values.duration) });
      const errors = result.errors + result.non2xx;
      console.log(
        `${name.padEnd(8)} ${String(connections).padStart(2)} connections: ${result.requests.average.toFixed(0)} req/s, ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${errors ? `, ${errors} errors` : ''}`,
      );
    }
    const firstBytes: number[] = [];
    const full: number[] = [];
    for (let index = 0; index < Number(values.samples); index += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      const reader = response.body!.getReader();
      await reader.read();
      firstBytes.push(performance.now() - started);
      while (!(await reader.read()).done);
      full.push(performance.now() - started);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(
      `${name.padEnd(8)} sequential: first byte ${median(firstBytes).toFixed(0)} ms, full response ${median(full).toFixed(0)} ms (medians of ${full.length})`,
    );
  }
} finally {
  await stack.stop();
}

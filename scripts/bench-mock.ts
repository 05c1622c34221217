// `npm run bench:mock`: start-up time, throughput and latency of our mock kit against bare Prism
// (its CLI) serving the same mock spec (the contract with the same fixture examples). Bounded
// runs on 127.0.0.1 only. Prints figures; asserts nothing (goals: ready < 2 s, ≥ 0.9× Prism).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { buildDataset } from '../fixtures/dataset';
import { createMockKit } from '../mocks/behaviour';
import { buildMockSpec, loadContract } from '../mocks/mock-spec';
import { repoRoot } from './lib/paths';
import { freePort } from './lib/ports';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const CONNECTIONS = 10;
const STARTS = 3;
/** How long a server may take from its first ready line to its first answer (a loaded machine is slow). */
const READY_TIMEOUT_MS = 60_000;

// The same requests for both; each is answered from an example.
const PATHS = [
  '/job-types/house-cleaning',
  '/pro-location-jobtype-ref/pros-by-job?jobType=house-cleaning&language=ja&size=10&skip=0',
  '/location-cities?prefecture=tokyo',
  '/feature-flags/cityGroupingEnabledJobTypes',
];

function spawnAndWait(
  args: string[],
  ready: (line: string) => boolean,
  url: string,
): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let settled = false;
    let polling = false;
    // Ready means answering, not only printing: one poll, started by the first ready line.
    const poll = async () => {
      if (polling) return;
      polling = true;
      const deadline = performance.now() + READY_TIMEOUT_MS;
      while (performance.now() < deadline && child.exitCode === null) {
        try {
          if ((await fetch(url)).ok) {
            settled = true;
            return resolve({ child, ms: performance.now() - started });
          }
        } catch {
          // not yet listening
        }
        await new Promise((wait) => setTimeout(wait, 25));
      }
      child.kill('SIGTERM');
      reject(new Error(`${args.join(' ')} did not answer ${url} within ${READY_TIMEOUT_MS} ms`));
    };
    const onData = (chunk: Buffer) => chunk.toString().split('\n').some(ready) && void poll();
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => !settled && reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function load(baseUrl: string) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: PATHS.map((requestPath) => ({ method: 'GET', path: requestPath })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

// Free ports, so a running `npm start` or another checkout's end-to-end run does not collide.
const ours = { api: await freePort(), companion: await freePort() };
const barePort = await freePort();

// Bare Prism serves the mock spec file: the contract with the same fixture examples.
const cacheDir = path.join(repoRoot, 'node_modules/.cache/mock-kit');
await mkdir(cacheDir, { recursive: true });
const mockSpecPath = path.join(cacheDir, 'openapi.mock.json');
const { spec } = buildMockSpec(loadContract(), createMockKit(buildDataset()).examples);
await writeFile(mockSpecPath, JSON.stringify(spec));

const oursArgs = [
  '--import',
  'tsx',
  'mocks/start.ts',
  '--api-port',
  String(ours.api),
  '--companion-port',
  String(ours.companion),
];
const bareArgs = [
  'node_modules/@stoplight/prism-cli/dist/index.js',
  'mock',
  mockSpecPath,
  '-h',
  '127.0.0.1',
  '-p',
  String(barePort),
  '-v',
  'error',
];

const oursStarts: number[] = [];
const bareStarts: number[] = [];
for (let run = 0; run < STARTS; run += 1) {
  const a = await spawnAndWait(
    oursArgs,
    (line) => line.startsWith('mock ready'),
    `http://127.0.0.1:${ours.api}${PATHS[0]}`,
  );
  oursStarts.push(a.ms);
  await stop(a.child);
  const b = await spawnAndWait(bareArgs, () => true, `http://127.0.0.1:${barePort}${PATHS[0]}`);
  bareStarts.push(b.ms);
  await stop(b.child);
}

const oursServer = await spawnAndWait(
  oursArgs,
  (line) => line.startsWith('mock ready'),
  `http://127.0.0.1:${ours.api}${PATHS[0]}`,
);
await load(`http://127.0.0.1:${ours.api}`); // warm-up: schema compilation, JIT
const oursLoad = await load(`http://127.0.0.1:${ours.api}`);
await stop(oursServer.child);

const bareServer = await spawnAndWait(bareArgs, () => true, `http://127.0.0.1:${barePort}${PATHS[0]}`);
await load(`http://127.0.0.1:${barePort}`);
const bareLoad = await load(`http://127.0.0.1:${barePort}`);
await stop(bareServer.child);

const row = (name: string, start: number, figures: Awaited<ReturnType<typeof load>>) =>
  `${name.padEnd(12)} ready ${Math.round(start).toString().padStart(5)} ms   ${figures.rps.toFixed(0).padStart(6)} req/s   p50 ${figures.p50} ms   p99 ${figures.p99} ms   errors ${figures.errors}`;

console.log(
  `bench:mock — ${PATHS.length} GET paths, ${CONNECTIONS} connections, ${DURATION_S} s after a warm-up; ready = spawn to first answer, median of ${STARTS}`,
);
console.log(row('our mock', median(oursStarts), oursLoad));
console.log(row('bare Prism', median(bareStarts), bareLoad));
console.log(
  `ratio (ours / bare Prism): throughput ${(oursLoad.rps / bareLoad.rps).toFixed(2)}×, ready time ${(median(oursStarts) / median(bareStarts)).toFixed(2)}×`,
);
console.log(
  `goals: ready < 2000 ms → ${median(oursStarts) < 2000 ? 'met' : 'missed'}; throughput ≥ 0.9× → ${oursLoad.rps >= 0.9 * bareLoad.rps ? 'met' : 'missed'}`,
);

// `npm start` brings up the mock kit and the development server (server rendering through Vite's
// middleware) in one command: the start page is rendered, /api is
// proxied to the mock, and Ctrl-C (SIGINT) leaves no process listening. Runs on free ports.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/spec';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('npm start', () => {
  it(
    'serves the app and proxies /api to the mock, and stops cleanly on Ctrl-C',
    { timeout: 150_000 },
    async () => {
      const [api, companion, app] = [await freePort(), await freePort(), await freePort()];
      const env = {
        ...process.env,
        MOCK_API_PORT: String(api),
        MOCK_COMPANION_PORT: String(companion),
        APP_PORT: String(app),
      };
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      try {
        await expect
          .poll(() => output, { timeout: 90_000, interval: 200 })
          .toMatch(/\[dev\] ready in \d+ ms — open http:\/\/127\.0\.0\.1:\d+\//);

        // `/` redirects to the start page, rendered on the server in Japanese.
        const start = await fetch(`http://127.0.0.1:${app}/`);
        expect(start.url).toBe(`http://127.0.0.1:${app}/start`);
        expect(start.status).toBe(200);
        const html = await start.text();
        expect(html).toContain('<html lang="ja"');
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);

        const jobTypes = await fetch(`http://127.0.0.1:${app}/api/job-types`);
        expect(jobTypes.status).toBe(200);
        const body = (await jobTypes.json()) as { id: string }[];
        expect(body.map((jobType) => jobType.id)).toEqual(
          expect.arrayContaining(['house-cleaning', 'gardener', 'piano-teacher']),
        );
      } finally {
        child.kill('SIGINT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      for (const port of [api, companion, app]) expect(await listening(port), `port ${port}`).toBe(false);
    },
  );
});

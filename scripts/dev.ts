// `npm start` / `npm run dev`: the mock kit plus the development server (server/dev.ts: server
// rendering through Vite's middleware, HMR), /api proxied to the mock API and /socket.io to the
// companion. `npm run preview` runs the production server (dist/server/server.js, built first with
// the mock configuration when missing) against the same mock kit, which it proxies the same way.
// Ctrl-C, or any one process dying, stops all.
// Ports: MOCK_API_PORT (4010), MOCK_COMPANION_PORT (4011), APP_PORT (5173), PREVIEW_PORT (4173).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/paths';

const preview = process.argv.includes('--preview');
const children: ChildProcess[] = [];
let shuttingDown = false;

function start(name: string, args: string[], onLine?: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  children.push(child);
  const relay = (stream: NodeJS.ReadableStream, write: (text: string) => void) => {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        write(`[${name}] ${line}\n`);
        onLine?.(line);
      }
    });
  };
  relay(child.stdout!, (text) => process.stdout.write(text));
  relay(child.stderr!, (text) => process.stderr.write(text));
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping everything`);
    void shutdown(code ?? 1);
  });
  return child;
}

async function shutdown(code: number): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

// The reader of our output (a test runner) may go first: a closed pipe is not an error here.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
const serverBuild = path.join(repoRoot, 'dist/server/server.js');
if (preview && !existsSync(serverBuild)) {
  console.log('[dev] dist/ is missing: building for the mock kit first (npm run build:mock)…');
  for (const args of [
    ['build', '--mode', 'mock'],
    ['build', '--mode', 'mock', '--ssr'],
  ]) {
    const build = spawn(process.execPath, [vite, ...args], { cwd: repoRoot, stdio: 'inherit' });
    const code = await new Promise<number>((resolve) =>
      build.on('exit', (exitCode) => resolve(exitCode ?? 1)),
    );
    if (code !== 0) process.exit(code);
  }
}

const started = Date.now();
await new Promise<void>((resolve) => {
  start('mock', ['--import', 'tsx', 'mocks/start.ts'], (line) => {
    if (line.startsWith('mock ready')) resolve();
  });
});
const appPort = preview ? (process.env.PREVIEW_PORT ?? '4173') : (process.env.APP_PORT ?? '5173');
const appUrl = `http://127.0.0.1:${appPort}/`;
if (preview) {
  process.env.PORT = appPort;
  process.env.HOST = '127.0.0.1';
  process.env.MOCK_API_URL = `http://127.0.0.1:${process.env.MOCK_API_PORT ?? '4010'}`;
  process.env.MOCK_COMPANION_URL = `http://127.0.0.1:${process.env.MOCK_COMPANION_PORT ?? '4011'}`;
  start('server', [serverBuild]);
} else {
  start('dev', ['--import', 'tsx', 'server/dev.ts']);
}

// Ready means answering: poll the app rather than parse Vite's (possibly colored) log.
for (;;) {
  try {
    if ((await fetch(`${appUrl}healthz`)).ok || (await fetch(appUrl)).status < 500) break;
  } catch {
    // not listening yet
  }
  if (shuttingDown) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
if (!shuttingDown)
  console.log(`[dev] ready in ${Date.now() - started} ms — open ${appUrl} (Ctrl-C stops everything)`);

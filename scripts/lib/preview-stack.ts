// Starts the production-like stack for benchmarks: the mock kit and the production server of dist/
// (scripts/dev.ts --preview, which builds with the mock configuration when dist/ is missing), on
// ports of the caller's choosing, and stops it by its process id.
import { spawn } from 'node:child_process';
import { repoRoot } from './paths';

export interface PreviewStack {
  baseUrl: string;
  stop: () => Promise<void>;
}

export async function startPreviewStack(
  ports: { api: number; companion: number; preview: number },
  { timeoutMs = 180_000 }: { timeoutMs?: number } = {},
): Promise<PreviewStack> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts', '--preview'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      MOCK_API_PORT: String(ports.api),
      MOCK_COMPANION_PORT: String(ports.companion),
      PREVIEW_PORT: String(ports.preview),
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const baseUrl = `http://127.0.0.1:${ports.preview}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the preview stack stopped:\n${output}`);
    const ready = await fetch(`${baseUrl}/api/job-types`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the preview stack was not ready within ${timeoutMs} ms:\n${output}`);
}

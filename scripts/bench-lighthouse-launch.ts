// `npm run bench:lighthouse` starts here. Lighthouse 13 — the first that reads the traces of the
// Chromium Debian ships now (Lighthouse 12 fails every run with NO_NAVSTART) — needs Node 22.19 or
// newer. On an older Node (the project's is 20) this runs scripts/bench-lighthouse.ts under Node 22
// from the npm registry (`npx -p node@22`: the `node` package, cached after the first run); on a new
// enough Node it runs it directly. Arguments pass through; the exit code is the benchmark's.
// Lighthouse itself is bench/lighthouse's (its own package.json and lockfile, out of the project's
// install): installed there with `npm ci` on the first run, and again when its lockfile changes.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/paths';

const benchDir = path.join(repoRoot, 'bench/lighthouse');
// npm writes its own copy of the lockfile into node_modules after every install.
const installed = path.join(benchDir, 'node_modules/.package-lock.json');
if (
  !existsSync(installed) ||
  statSync(installed).mtimeMs < statSync(path.join(benchDir, 'package-lock.json')).mtimeMs
) {
  console.log(
    '[bench] installing Lighthouse into bench/lighthouse (npm ci: first run, or its lockfile changed)…',
  );
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: benchDir,
    stdio: 'inherit',
  });
  if (install.status !== 0) {
    console.error(
      `[bench] could not install Lighthouse (npm ci in bench/lighthouse exited ${install.status})`,
    );
    process.exit(install.status ?? 1);
  }
}

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const recent = major > 22 || (major === 22 && minor >= 19);
const script = ['--import', 'tsx', 'scripts/bench-lighthouse.ts', ...process.argv.slice(2)];
if (!recent)
  console.log(`[bench] Node ${process.versions.node}: running Lighthouse under Node 22 (npx -p node@22)`);
const child = recent
  ? spawnSync(process.execPath, script, { cwd: repoRoot, stdio: 'inherit' })
  : spawnSync('npx', ['--yes', '--package', 'node@22', '--', 'node', ...script], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
if (child.error) console.error(`[bench] could not start the benchmark: ${child.error.message}`);
process.exit(child.status ?? 1);

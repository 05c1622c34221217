// `npm run bench:lighthouse` starts here. Lighthouse 13 — the first that reads the traces of the
// Chromium Debian ships now (Lighthouse 12 fails every run with NO_NAVSTART) — needs Node 22.19 or
// newer. On an older Node (the project's is 20) this runs scripts/bench-lighthouse.ts under Node 22
// from the npm registry (`npx -p node@22`: the `node` package, cached after the first run); on a new
// enough Node it runs it directly. Arguments pass through; the exit code is the benchmark's.
import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib/paths';

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

// `npm run lint:spec`: bundle openapi/ and lint the bundle with Spectral; any warning fails.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './lib/paths';
import { bundleSpec } from './lib/spec';

const cacheDir = path.join(repoRoot, 'node_modules/.cache/contract');
const bundled = path.join(cacheDir, 'openapi.bundled.json');

await mkdir(cacheDir, { recursive: true });
await writeFile(bundled, JSON.stringify(await bundleSpec(), null, 2));
const result = spawnSync(
  process.execPath,
  [
    path.join(repoRoot, 'node_modules/@stoplight/spectral-cli/dist/index.js'),
    'lint',
    bundled,
    '--ruleset',
    path.join(repoRoot, 'openapi/.spectral.yaml'),
    '--fail-severity',
    'hint',
    '--display-only-failures',
  ],
  { stdio: 'inherit' },
);
process.exitCode = result.status ?? 1;

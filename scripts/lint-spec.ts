// `npm run lint:spec`: Redocly's recommended rules on the split contract (openapi/redocly.yaml),
// then Spectral (spectral:oas and our rules, openapi/.spectral.yaml) on its bundle, then our
// documentation rule (scripts/lib/spec-docs.ts: descriptions everywhere, an example on every
// key/id parameter). Any problem any of them reports fails.
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lint, loadConfig } from '@redocly/openapi-core';
import { defaultSpecRoot, repoRoot } from './lib/paths';
import { bundleSpec } from './lib/spec';
import { documentationFigures, documentationSummary } from './lib/spec-docs';

const cacheDir = path.join(repoRoot, 'node_modules/.cache/contract');
const bundled = path.join(cacheDir, 'openapi.bundled.json');

const redoclyConfig = await loadConfig({ configPath: path.join(repoRoot, 'openapi/redocly.yaml') });
const problems = await lint({ ref: defaultSpecRoot, config: redoclyConfig });
for (const problem of problems) {
  const where = problem.location[0];
  console.error(
    `redocly ${problem.severity} ${problem.ruleId}: ${problem.message}` +
      (where ? ` (${path.relative(repoRoot, where.source.absoluteRef)} ${where.pointer ?? ''})` : ''),
  );
}
console.log(`redocly (recommended): ${problems.length} problem(s)`);

const document = await bundleSpec();
await mkdir(cacheDir, { recursive: true });
await writeFile(bundled, JSON.stringify(document, null, 2));
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

const documentation = documentationFigures(document);
for (const gap of documentation.gaps) console.error(`documentation: ${gap}`);
console.log(documentationSummary(documentation));

process.exitCode = problems.length > 0 || documentation.gaps.length > 0 ? 1 : (result.status ?? 1);

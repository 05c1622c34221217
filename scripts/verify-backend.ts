// `npm run verify:backend -- --target <base URL> [--config <file>] [--report <dir>] [--seed <n>] [--cases <n>] [--only <operationId,…>]`
// Checks a running server against the contract: every operation replayed with a valid request,
// then property-based valid and invalid requests, every answer validated (status, headers, body
// with Ajv, strict). Writes report.json, junit.xml and summary.md; exits 1 when any operation fails.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './verify-backend/config';
import { writeReport } from './verify-backend/report';
import { verifyBackend } from './verify-backend/run';

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    config: { type: 'string' },
    report: { type: 'string', default: 'verify-backend-report' },
    seed: { type: 'string' },
    cases: { type: 'string', default: '25' },
    only: { type: 'string' },
  },
});

if (!values.target) {
  console.error(
    'usage: npm run verify:backend -- --target <base URL, e.g. https://api.example.com/api> [--config <file>] [--report <dir>] [--seed <n>] [--cases <n>]',
  );
  process.exit(2);
}

const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const report = await verifyBackend({
  target: values.target,
  config: loadConfig(values.config),
  seed,
  count: Number(values.cases),
  only: values.only?.split(',').filter(Boolean),
});
const files = await writeReport(report, path.resolve(values.report));
const failing = report.operations.filter((result) => result.failures.length > 0);
for (const result of failing)
  console.log(
    `✗ ${result.operationId} ${result.method} ${result.path}: ${result.failures.length} failure(s), e.g. [${result.failures[0]?.kind}] ${result.failures[0]?.message}`,
  );
const cases = report.operations.reduce((sum, result) => sum + result.cases, 0);
console.log(
  `verify:backend ${report.target}: score ${report.score}% — ${report.operations.length - failing.length}/${report.operations.length} operations pass, ${cases} requests, seed ${seed}`,
);
console.log(`report: ${files.map((file) => path.relative(process.cwd(), file)).join(', ')}`);
process.exitCode = failing.length > 0 ? 1 : 0;

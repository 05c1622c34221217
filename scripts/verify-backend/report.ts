// verify:backend's report: report.json (the shape backend teams script against), junit.xml for CI,
// and summary.md, a per-operation conformance table people read.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OperationResult, VerifyReport } from './run';

/** Failures kept per operation in the files (the counts stay exact). */
const KEPT_FAILURES = 20;

const operationScore = (result: OperationResult) =>
  result.cases === 0 ? '—' : `${Math.floor((result.passed / result.cases) * 1000) / 10}%`;

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

function junit(report: VerifyReport): string {
  const failed = report.operations.filter((result) => result.failures.length > 0).length;
  const skipped = report.operations.filter((result) => result.skipped).length;
  const cases = report.operations.map((result) => {
    const name = `${result.operationId} (${result.method} ${result.path})`;
    const open = `    <testcase classname="verify-backend" name="${xml(name)}">`;
    if (result.skipped) return `${open}<skipped message="${xml(result.skipped)}"/></testcase>`;
    if (result.failures.length === 0) return `${open}</testcase>`;
    const detail = result.failures
      .slice(0, KEPT_FAILURES)
      .map(
        (failure) =>
          `[${failure.kind}] ${failure.status ?? '-'} ${failure.message}\n  ${JSON.stringify(failure.request)}`,
      )
      .join('\n');
    const first = result.failures[0]!;
    return `${open}\n      <failure type="${first.kind}" message="${xml(`${result.failures.length} failure(s); ${first.message}`)}">${xml(detail)}</failure>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="verify:backend" tests="${report.operations.length}" failures="${failed}" skipped="${skipped}">`,
    `  <testsuite name="${xml(report.target)}" tests="${report.operations.length}" failures="${failed}" skipped="${skipped}">`,
    `    <properties><property name="seed" value="${report.seed}"/><property name="score" value="${report.score}"/></properties>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function markdown(report: VerifyReport): string {
  const failing = report.operations.filter((result) => result.failures.length > 0);
  const rows = report.operations.map(
    (result) =>
      `| ${result.failures.length > 0 ? '✗' : result.skipped ? '–' : '✓'} | \`${result.operationId}\` | ${result.method} \`${cell(result.path)}\` | ${result.passed}/${result.cases} | ${operationScore(result)} | ${cell(result.skipped ? `skipped: ${result.skipped}` : (result.failures[0]?.message ?? ''))} |`,
  );
  const details = failing.flatMap((result) => [
    `### ${result.operationId} — ${result.method} ${result.path}`,
    '',
    ...result.failures
      .slice(0, KEPT_FAILURES)
      .map(
        (failure) =>
          `- **${failure.kind}** (${failure.status ?? 'no answer'}): ${failure.message}\n  \`${cell(JSON.stringify(failure.request))}\``,
      ),
    '',
  ]);
  return [
    `# verify:backend — ${report.target}`,
    '',
    `Score **${report.score}%** (passed cases of all cases) · seed ${report.seed} · ${report.operations.length} operations, ${failing.length} failing.`,
    `Re-run exactly: \`npm run verify:backend -- --target ${report.target} --seed ${report.seed}\` (with the same config and case count).`,
    '',
    '| | operation | call | passed | score | first failure |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    ...(details.length > 0 ? ['## Failures', '', ...details] : []),
  ].join('\n');
}

export async function writeReport(report: VerifyReport, directory: string): Promise<string[]> {
  await mkdir(directory, { recursive: true });
  const trimmed: VerifyReport = {
    ...report,
    operations: report.operations.map((result) => ({
      ...result,
      failures: result.failures.slice(0, KEPT_FAILURES),
    })),
  };
  const files = {
    'report.json': `${JSON.stringify(trimmed, null, 2)}\n`,
    'junit.xml': junit(report),
    'summary.md': `${markdown(report)}\n`,
  };
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(path.join(directory, name), text)));
  return Object.keys(files).map((name) => path.join(directory, name));
}

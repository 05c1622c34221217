// Contract coverage measured through the app: joins the mock kit's request logs of the contract and
// end-to-end runs (coverage/requests-*.ndjson, written by mocks/prism/request-log.ts: one line per
// answered request with its operation, status and test) with the statuses the contract documents
// per operation, and writes coverage/operation-status.md: operation × documented status → the tests
// that drove it through the app's own code, or "not driven". Requests a test built by hand
// (`x-coverage: manual`) test the mock and do not count.
//
// It fails when an operation the app calls has a documented error status (4xx, 5xx) that no test
// drives and that tests/coverage-exceptions.json does not list with a reason, or when that file
// names a pair the contract does not document. It prints "N/M operation-status pairs driven through
// the app". Usage: node --import tsx scripts/coverage-report.ts [--suite contract|e2e]...
// (both by default; a missing log fails: run the suite first).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONTRACT_REQUEST_LOG, E2E_REQUEST_LOG, E2E_TEST_TITLES } from './coverage-logs';

const root = fileURLToPath(new URL('../', import.meta.url));
const CONTRACT = `${root}generated/openapi.json`;
const EXCEPTIONS = `${root}tests/coverage-exceptions.json`;
const REPORT = `${root}coverage/operation-status.md`;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface Logged {
  operationId: string;
  method: string;
  status: number;
  testId: string | null;
  manual: boolean;
}

interface Exception {
  operationId: string;
  status: string;
  reason: string;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  statuses: string[];
}

/** Each operation of the bundled contract with the response codes it documents (not `default`). */
export function documentedOperations(contract: {
  paths: Record<string, Record<string, { operationId?: string; responses?: object }>>;
}): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const statuses = Object.keys(operation.responses ?? {}).filter((code) => /^\d{3}$/.test(code));
      result.push({ operationId: operation.operationId, method: method.toUpperCase(), path, statuses });
    }
  }
  return result;
}

interface Coverage {
  /** operationId → status → the tests that drove it. */
  driven: Map<string, Map<string, Set<string>>>;
  pairs: number;
  drivenPairs: number;
  /** Documented error statuses of operations the app calls that no test drives, not excepted. */
  missing: { operationId: string; status: string }[];
  /** Exceptions naming a pair the contract does not document. */
  unknownExceptions: Exception[];
  /** Exceptions of a pair a test drives now (the entry can go). */
  staleExceptions: Exception[];
  /** Statuses the app received that the operation does not document. */
  undocumented: { operationId: string; status: string; tests: string[] }[];
}

/** Joins the logged requests of the app with the contract's documented statuses. */
export function measure(operations: Operation[], logged: Logged[], exceptions: Exception[]): Coverage {
  const driven = new Map<string, Map<string, Set<string>>>();
  for (const line of logged) {
    if (line.manual) continue;
    const byStatus = driven.get(line.operationId) ?? new Map<string, Set<string>>();
    driven.set(line.operationId, byStatus);
    const tests = byStatus.get(String(line.status)) ?? new Set<string>();
    byStatus.set(String(line.status), tests);
    tests.add(line.testId ?? '(untagged)');
  }
  const excepted = new Map(exceptions.map((entry) => [`${entry.operationId} ${entry.status}`, entry]));
  const documented = new Set(
    operations.flatMap((op) => op.statuses.map((status) => `${op.operationId} ${status}`)),
  );
  let pairs = 0;
  let drivenPairs = 0;
  const missing: Coverage['missing'] = [];
  const staleExceptions: Exception[] = [];
  for (const operation of operations) {
    const byStatus = driven.get(operation.operationId);
    for (const status of operation.statuses) {
      pairs += 1;
      const isDriven = (byStatus?.get(status)?.size ?? 0) > 0;
      if (isDriven) drivenPairs += 1;
      const exception = excepted.get(`${operation.operationId} ${status}`);
      if (isDriven && exception) staleExceptions.push(exception);
      if (!isDriven && byStatus && Number(status) >= 400 && !exception)
        missing.push({ operationId: operation.operationId, status });
    }
  }
  const undocumented: Coverage['undocumented'] = [];
  for (const [operationId, byStatus] of driven)
    for (const [status, tests] of byStatus)
      if (!documented.has(`${operationId} ${status}`))
        undocumented.push({ operationId, status, tests: [...tests] });
  const unknownExceptions = exceptions.filter(
    (entry) => !documented.has(`${entry.operationId} ${entry.status}`) || entry.reason.trim() === '',
  );
  return { driven, pairs, drivenPairs, missing, unknownExceptions, staleExceptions, undocumented };
}

function readLog(file: string): Logged[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Logged);
}

/** e2e test ids → "file › title" (the e2e fixture files each test's title once). */
function readTitles(): Map<string, string> {
  if (!existsSync(E2E_TEST_TITLES)) return new Map();
  const entries = readFileSync(E2E_TEST_TITLES, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { testId: string; title: string });
  return new Map(entries.map((entry) => [entry.testId, entry.title]));
}

function renderReport(operations: Operation[], coverage: Coverage, titles: Map<string, string>): string {
  const name = (test: string) => titles.get(test) ?? test;
  const lines = [
    '# Operation × documented status, driven through the app',
    '',
    `${coverage.drivenPairs}/${coverage.pairs} operation-status pairs driven through the app.`,
    '',
    '| operation | status | driven by |',
    '| --- | --- | --- |',
  ];
  for (const operation of operations) {
    for (const status of operation.statuses) {
      const tests = [...(coverage.driven.get(operation.operationId)?.get(status) ?? [])].map(name).sort();
      const cell =
        tests.length === 0
          ? 'not driven'
          : `${tests.slice(0, 3).join('; ')}${tests.length > 3 ? ` (+${tests.length - 3})` : ''}`;
      lines.push(`| ${operation.operationId} | ${status} | ${cell.replaceAll('|', '\\|')} |`);
    }
  }
  if (coverage.undocumented.length > 0) {
    lines.push('', '## Statuses received that the contract does not document', '');
    for (const entry of coverage.undocumented)
      lines.push(`- ${entry.operationId} ${entry.status}: ${entry.tests.map(name).slice(0, 3).join('; ')}`);
  }
  return `${lines.join('\n')}\n`;
}

function main(): void {
  const args = process.argv.slice(2);
  const suites = args.flatMap((arg, index) => (args[index - 1] === '--suite' ? [arg] : []));
  const logs = (suites.length > 0 ? suites : ['contract', 'e2e']).map((suite) =>
    suite === 'contract' ? CONTRACT_REQUEST_LOG : E2E_REQUEST_LOG,
  );
  const absent = logs.filter((file) => !existsSync(file));
  if (absent.length > 0) {
    console.error(`coverage report: no request log at ${absent.join(', ')} (run the suite first)`);
    process.exit(1);
  }
  const operations = documentedOperations(JSON.parse(readFileSync(CONTRACT, 'utf8')));
  const exceptions = JSON.parse(readFileSync(EXCEPTIONS, 'utf8')) as Exception[];
  const coverage = measure(operations, logs.flatMap(readLog), exceptions);
  mkdirSync(`${root}coverage`, { recursive: true });
  writeFileSync(REPORT, renderReport(operations, coverage, readTitles()));

  console.log(
    `${coverage.drivenPairs}/${coverage.pairs} operation-status pairs driven through the app (report: coverage/operation-status.md)`,
  );
  for (const entry of coverage.staleExceptions)
    console.log(`coverage: ${entry.operationId} ${entry.status} is driven now; its exception can go`);
  let failed = false;
  if (coverage.unknownExceptions.length > 0) {
    failed = true;
    for (const entry of coverage.unknownExceptions)
      console.error(
        `coverage: exception ${entry.operationId} ${entry.status} is not a documented pair, or has no reason`,
      );
  }
  if (coverage.missing.length > 0) {
    failed = true;
    console.error(
      `coverage: ${coverage.missing.length} documented error statuses of operations the app calls are driven by no test ` +
        `(drive them through the app, or list them with a reason in tests/coverage-exceptions.json):`,
    );
    for (const entry of coverage.missing) console.error(`  ${entry.operationId} ${entry.status}`);
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

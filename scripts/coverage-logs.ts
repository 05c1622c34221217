// Where the mock kit logs the requests of each suite (mocks/prism/request-log.ts), read by the
// operation-status coverage report (scripts/coverage-report.ts). Under coverage/ (ignored by git).
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));

export const CONTRACT_REQUEST_LOG = `${root}coverage/requests-contract.ndjson`;
export const E2E_REQUEST_LOG = `${root}coverage/requests-e2e.ndjson`;
/** e2e test id → its file and title, one line per test, so the report names tests, not hashes. */
export const E2E_TEST_TITLES = `${root}coverage/e2e-tests.ndjson`;

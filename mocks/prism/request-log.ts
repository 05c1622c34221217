// The request log of the coverage report (scripts/coverage-report.ts): with MOCK_REQUEST_LOG set to
// a file, the mock appends one JSON line per answered request of a contract operation —
// { operationId, method, status, testId, manual } — where testId is the request's `x-test-id`
// (header, or the cookie of that name) and manual marks a request a test built by hand
// (`x-coverage: manual`), which tests the mock, not the app. The file is emptied when the mock
// starts. One appendFileSync per line: lines from parallel test workers never interleave.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

interface LoggedRequest {
  operationId: string;
  method: string;
  status: number;
  testId: string | null;
  manual: boolean;
}

const TEST_ID = 'x-test-id';

/** A test id as sent: URI-encoded by the contract tests (a header is Latin-1), plain from the e2e suite. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function testIdOf(request: IncomingMessage): string | null {
  const header = request.headers[TEST_ID];
  if (typeof header === 'string' && header !== '') return decoded(header);
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TEST_ID && value.length > 0) return decoded(value.join('='));
  }
  return null;
}

/** A logger for the file named (emptied now), or nothing when no file is named. */
export function requestLogger(
  file: string | undefined,
): ((request: IncomingMessage, response: ServerResponse, operationId: string) => void) | undefined {
  if (!file) return undefined;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
  return (request, response, operationId) => {
    response.once('finish', () => {
      const line: LoggedRequest = {
        operationId,
        method: (request.method ?? 'GET').toUpperCase(),
        status: response.statusCode,
        testId: testIdOf(request),
        manual: request.headers['x-coverage'] === 'manual',
      };
      try {
        appendFileSync(file, `${JSON.stringify(line)}\n`);
      } catch {
        // The log is for a report; it never breaks an answer.
      }
    });
  };
}

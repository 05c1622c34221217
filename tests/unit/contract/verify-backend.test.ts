// verify:backend against two servers: the mock kit (which keeps the contract: 100%), and a
// deliberately broken backend — the mock kit behind a proxy that plants one fault in each of six
// operations — whose every fault must be reported against its own operation, and nothing else.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockKit, type MockKit } from '../../../mocks/kit';
import { loadConfig } from '../../../scripts/verify-backend/config';
import { loadContract } from '../../../scripts/verify-backend/contract';
import { verifyBackend, type VerifyReport } from '../../../scripts/verify-backend/run';

const config = loadConfig('scripts/verify-backend/mock-kit.config.json');
const contract = loadContract();
// Few cases per operation: the fault finding is what is tested, not the volume (the CLI's default is larger).
const options = { config, contract, seed: 20261123, count: 2 };

type Fault = (status: number, body: unknown) => { status: number; body: unknown };

/** Operation → where it is planted and what it does to the real answer. */
const PLANTED: Record<string, { method: string; path: RegExp; fault: Fault; kind: string }> = {
  getJobType: {
    method: 'GET',
    path: /^\/job-types\/(?!popular$|service-of-the-month$)[^/]+$/,
    kind: 'body',
    fault: (status, body) => ({
      status,
      body: status === 200 ? { ...(body as object), internalScore: 0.7 } : body,
    }),
  },
  getPrefecture: {
    method: 'GET',
    path: /^\/location-prefectures\/(?!requestable|nearby)[^/]+$/,
    kind: 'body',
    fault: (status, body) => {
      if (status !== 200) return { status, body };
      const { name: _missing, ...rest } = body as Record<string, unknown>;
      return { status, body: rest };
    },
  },
  getCity: {
    method: 'GET',
    path: /^\/location-cities\/(?!requestable|nearby)[^/]+$/,
    kind: 'body',
    fault: (status, body) => ({ status, body: status === 200 ? { ...(body as object), key: 13101 } : body }),
  },
  listBlogPosts: {
    method: 'GET',
    path: /^\/blog-posts$/,
    kind: 'undocumented-status',
    fault: (status, body) => ({ status: status === 200 ? 203 : status, body }),
  },
  listReviewsByJobType: {
    method: 'GET',
    path: /^\/pro-feedbacks\/get-by-job-type\/[^/]+$/,
    kind: 'body',
    fault: (status, body) => (status >= 400 ? { status, body: { message: 'bad page' } } : { status, body }),
  },
  listJobCategories: {
    method: 'GET',
    path: /^\/job-categories$/,
    kind: 'server-error',
    fault: () => ({ status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'boom' } } }),
  },
};

/** The mock kit behind a proxy that applies the planted faults. */
function brokenBackend(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const url = new URL(request.url ?? '/', 'http://broken.invalid');
        const headers = Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
        ) as Record<string, string>;
        const answer = await fetch(upstream + url.pathname + url.search, {
          method: request.method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        const text = await answer.text();
        const planted = Object.values(PLANTED).find(
          (entry) => entry.method === request.method && entry.path.test(url.pathname),
        );
        if (!planted) {
          response.writeHead(answer.status, Object.fromEntries(answer.headers));
          response.end(text);
          return;
        }
        const faulty = planted.fault(answer.status, text ? JSON.parse(text) : undefined);
        response.writeHead(faulty.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(faulty.body));
      })();
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

let kit: MockKit;
let broken: Awaited<ReturnType<typeof brokenBackend>>;

beforeAll(async () => {
  kit = await startMockKit({ apiPort: 0, companionPort: 0 });
  broken = await brokenBackend(kit.api.url);
}, 60_000);

afterAll(async () => {
  await broken?.close();
  await kit?.close();
});

const failuresOf = (report: VerifyReport) =>
  Object.fromEntries(
    report.operations
      .filter((result) => result.failures.length > 0)
      .map((result) => [
        result.operationId,
        [...new Set(result.failures.map((failure) => failure.kind))].sort(),
      ]),
  );

describe('verify:backend', () => {
  it('scores the mock kit 100%: every operation, every generated request keeps the contract', async () => {
    const report = await verifyBackend({ ...options, target: kit.api.url });
    expect(failuresOf(report)).toEqual({});
    expect(report.operations).toHaveLength(contract.operations.length);
    expect(report.operations.every((result) => result.cases >= 3 && result.passed === result.cases)).toBe(
      true,
    );
    expect(report.score).toBe(100);
  }, 120_000);

  it('reports every planted fault against its own operation, and nothing against the others', async () => {
    const report = await verifyBackend({ ...options, target: broken.url });
    const found = failuresOf(report);
    expect(Object.keys(found).sort()).toEqual(Object.keys(PLANTED).sort());
    for (const [operationId, { kind }] of Object.entries(PLANTED)) expect(found[operationId]).toContain(kind);
    const messages = (operationId: string) =>
      report.operations
        .find((result) => result.operationId === operationId)
        ?.failures.map((failure) => failure.message)
        .join('\n');
    expect(messages('getJobType')).toMatch(/must NOT have additional properties \(internalScore\)/);
    expect(messages('getPrefecture')).toMatch(/must have required property 'name'/);
    expect(messages('getCity')).toMatch(/\/key must be string/);
    expect(messages('listBlogPosts')).toMatch(/203 is not documented/);
    expect(messages('listReviewsByJobType')).toMatch(/must have required property 'error'/);
    expect(messages('listJobCategories')).toMatch(/500 on a valid request/);
    expect(report.score).toBeLessThan(100);
  }, 120_000);
});

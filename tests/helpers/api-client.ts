// API clients for tests. The app's real client (its middleware: headers, typed errors, contract
// checks, time limits) over a fetch the test stubs, for what the client and the per-tag modules make
// of an answer (the stub is a global: the unit projects unstub globals after every test); and a fake
// whose GETs answer by path, for pages whose data is all the test is about.
import { vi } from 'vitest';
import { createApiClient, type ApiClient, type ClientContext } from '../../src/api';

/**
 * A client whose every call is answered by `answer`, with a test's language, device and token
 * (`ja`, `f…f`, `tok-1`) unless `context` says otherwise; `fetchMock` sees each request.
 */
export function stubbedClient(
  answer: (request: Request) => Promise<Response>,
  context: Partial<ClientContext> = {},
) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  const api = createApiClient('http://api.test', {
    language: () => 'ja',
    fingerprint: () => 'f'.repeat(32),
    accessToken: () => 'tok-1',
    ...context,
  });
  return { api, fetchMock };
}

/** An answer with `body` as JSON. */
export const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A job type as GET /job-types/{id} answers it, within the contract. */
export const gardenerJobType = {
  id: 'gardener',
  title: { ja: '庭師' },
  category: 'garden',
  categories: ['home', 'garden'],
  fields: [],
  forms: [],
  fieldsVersion: 1,
  isCityRequestable: true,
  isPrefectureRequestable: true,
  clientRequest: true,
  translations: { requestType: { ja: '庭師の依頼' } },
  landingPagePros: [],
};

/** A fake client whose GET answers `{ data: answers[path] }` for the call's path template. */
export function answeringApi(answers: Record<string, unknown>) {
  return { GET: vi.fn(async (path: string) => ({ data: answers[path] })) } as unknown as ApiClient;
}

// API clients for tests. The app's real client (its middleware: headers, typed errors, contract
// checks, time limits) over a fetch the test stubs, for what the client and the per-tag modules make
// of an answer (the stub is a global: the unit projects unstub globals after every test); a fake
// whose GETs answer by path, for pages whose data is all the test is about; and a fake of the calls
// a visitor's request makes on the way (the email check, the registration, the user load), for the
// request form's registration tests.
import { vi } from 'vitest';
import { ApiError, createApiClient, type ApiClient, type AuthToken, type ClientContext } from '../../src/api';

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

export interface RegisteringApiOptions {
  /** What a registration answers with: one token for every login, or each login's own (its email or number). */
  auth: AuthToken | ((login: string) => AuthToken);
  /** Emails and login numbers that have an account before the test starts. */
  registered?: Iterable<string>;
  /** What `POST /auth/register` throws instead of registering (a refusal, a failure of the server's). */
  refusal?: unknown;
  /** The user load's answer (`GET /auth/current-user`), for a session that signs in with the token; not expected otherwise. */
  currentUser?: () => Promise<unknown>;
}

/**
 * A fake client of a visitor's request, remembering registrations as a server does: once registered,
 * an email or a login number is taken (`HEAD /users` answers 200, `POST /auth/register` 409 with the
 * code of the login's kind). It answers the duplicate check (none), the name saved (`basic-info`: the
 * user with that profile) and the request created (`req-0042`); any other call fails the test.
 * `calls` lists every call as `METHOD path`; `posted(path)` gives the POST calls to `path` with their
 * arguments, `loads()` how often the user was loaded.
 */
export function registeringApi({ auth, registered = [], refusal, currentUser }: RegisteringApiOptions) {
  const taken = new Set(registered);
  const calls: string[] = [];
  const HEAD = vi.fn(async (path: string, init: { params: { query: { email: string } } }) => {
    calls.push(`HEAD ${path}`);
    if (!taken.has(init.params.query.email)) throw new ApiError(`HEAD ${path}`, 404, undefined);
    return { data: undefined };
  });
  const GET = vi.fn(async (path: string) => {
    calls.push(`GET ${path}`);
    if (path === '/auth/current-user' && currentUser) return { data: await currentUser() };
    if (path === '/users/{id}/has-duplicate-request/{jobTypeId}') return { data: {} };
    throw new Error(`not expected in this test: GET ${path}`);
  });
  const POST = vi.fn(
    async (path: string, init: { params?: { path?: { id: string } }; body: Record<string, unknown> }) => {
      calls.push(`POST ${path}`);
      switch (path) {
        case '/auth/register': {
          if (refusal) throw refusal;
          const byPhone = init.body.mode === 'phoneNumberRegistration';
          const login = String(byPhone ? init.body.loginPhoneNumber : init.body.email);
          if (taken.has(login)) {
            const code = byPhone ? 'PHONE_NUMBER_ALREADY_REGISTERED' : 'EMAIL_ALREADY_REGISTERED';
            throw new ApiError('POST /auth/register', 409, { error: { code, message: code } });
          }
          taken.add(login);
          return { data: typeof auth === 'function' ? auth(login) : auth };
        }
        case '/users/{id}/basic-info':
          return { data: { id: init.params?.path?.id, profile: init.body.profile } };
        case '/requests':
          return {
            data: {
              _id: 'req-0042',
              jobTypeId: init.body.jobTypeId,
              status: 'open',
              createdTime: '2026-11-23T00:00:00Z',
              expirationTime: '2026-11-26T00:00:00Z',
            },
          };
        default:
          throw new Error(`not expected in this test: POST ${path}`);
      }
    },
  );
  return {
    api: { HEAD, GET, POST } as unknown as ApiClient,
    HEAD,
    GET,
    POST,
    calls,
    posted: (path: string) => POST.mock.calls.filter(([called]) => called === path),
    loads: () => GET.mock.calls.filter(([path]) => path === '/auth/current-user').length,
  };
}

// The mock kit's stand-in for LINE's authorization page (served by the companion at
// /mock-providers/line/authorize, reached through the app's proxy like the stand-in widget). It plays
// the provider of a social sign-in: GET shows a small page ("sign in as the test client / test pro",
// or cancel) for the authorization request the app sent (`state`, `redirect_uri`, `response_type=code`);
// the page's form POSTs the choice back here, which answers with a redirect to `redirect_uri` carrying
// `code` and the untouched `state`, or `error=access_denied` (Cancel). A code is
// `line-stand-in-<client|pro>-<32 hex digits>`: the mock API's POST /auth/social-sign-in accepts such a
// code once and signs in as that fixture user (mocks/operations/users.ts); any other code is a 401, but
// for FIXTURE_CODE, the contract's example, which signs in as the client every time (like the fixture
// tokens: what verify:backend and hand-made requests replay).
import { randomBytes } from 'node:crypto';

export const STAND_IN_PROVIDER_PATH = '/mock-providers/line/authorize';

/** The fixture users the stand-in signs in as. */
export const STAND_IN_USERS = ['client', 'pro'] as const;
export type StandInUser = (typeof STAND_IN_USERS)[number];

const CODE = /^line-stand-in-(client|pro)-[0-9a-f]{32}$/;
/** The code the mock always accepts (the contract's example of SocialSignInInput). */
export const FIXTURE_CODE = 'line-fixture-code-client';

/** A fresh authorization code for a fixture user. */
export const standInCode = (user: StandInUser): string =>
  `line-stand-in-${user}-${randomBytes(16).toString('hex')}`;

/** The fixture user a stand-in code signs in as, or undefined for anything the stand-in did not issue. */
export function standInCodeUser(code: unknown): StandInUser | undefined {
  const match = typeof code === 'string' ? CODE.exec(code) : null;
  return (match?.[1] as StandInUser | undefined) ?? undefined;
}

/** An absolute http(s) URL to send the user back to, or undefined. */
function returnAddress(value: string | null): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

export type ProviderAnswer =
  | { status: 200 | 400; contentType: 'text/html; charset=utf-8'; body: string }
  | { status: 303; location: string };

const page = (status: 200 | 400, body: string): ProviderAnswer => ({
  status,
  contentType: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>LINE (mock)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{display:block;width:100%;margin:.75rem 0;padding:.75rem;font-size:1rem;min-height:44px}</style></head>
<body>${body}</body></html>`,
});

/** GET: the authorization page for the request in `query`; a request it cannot honour is a 400 page. */
export function authorizePage(query: URLSearchParams): ProviderAnswer {
  const redirect = returnAddress(query.get('redirect_uri'));
  const state = query.get('state');
  if (!redirect || !state || query.get('response_type') !== 'code')
    return page(
      400,
      '<h1>Bad authorization request</h1><p>redirect_uri (http or https), state and response_type=code are required.</p>',
    );
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    200,
    `<h1>LINE (mock)</h1>
<p>The mock kit's stand-in for LINE: nothing leaves this machine. Returning to ${escapeHtml(redirect.origin)}.</p>
<form method="post" action="${STAND_IN_PROVIDER_PATH}">
${hidden('state', state)}${hidden('redirect_uri', redirect.toString())}
<button type="submit" name="decision" value="client">サインイン as test user</button>
<button type="submit" name="decision" value="pro">サインイン as test pro</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form>`,
  );
}

/** POST (the page's form, url-encoded): back to the app with a code, or with access_denied. */
export function authorizeDecision(form: URLSearchParams): ProviderAnswer {
  const redirect = returnAddress(form.get('redirect_uri'));
  const state = form.get('state');
  const decision = form.get('decision');
  if (!redirect || !state)
    return page(400, '<h1>Bad request</h1><p>redirect_uri and state are required.</p>');
  if (decision === 'deny') {
    redirect.searchParams.set('error', 'access_denied');
    redirect.searchParams.set('error_description', 'The user cancelled the sign-in');
  } else {
    const user = STAND_IN_USERS.find((name) => name === decision);
    if (!user) return page(400, '<h1>Bad request</h1><p>decision is client, pro or deny.</p>');
    redirect.searchParams.set('code', standInCode(user));
  }
  redirect.searchParams.set('state', state);
  return { status: 303, location: redirect.toString() };
}

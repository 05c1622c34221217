// "Sign in with LINE" (the mock build configures an authorization URL, .env.mock: the companion's
// stand-in LINE page): the click builds the sign-in state string, issues its nonce cookie (15 minutes,
// SameSite=Lax) and goes to LINE with both. The navigation is intercepted here to read what it carries;
// the way back is social-sign-in.spec.ts.
import { expect, test } from '../helpers/e2e-test';

const LINE_AUTHORIZE = '/mock-providers/line/authorize';

test('the LINE button issues the nonce cookie and sends the state string with it to LINE', async ({
  page,
  context,
  baseURL,
}) => {
  const reached: URL[] = [];
  await page.route(`**${LINE_AUTHORIZE}?**`, async (route) => {
    reached.push(new URL(route.request().url()));
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>LINE</title><p>LINE</p>' });
  });
  await page.goto('/sign-in');
  const clickedAt = Date.now() / 1000;
  await page.getByRole('button', { name: 'LINEでログイン' }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}${LINE_AUTHORIZE}\\?`));
  expect(reached).toHaveLength(1);
  const url = reached[0]!;

  // The configured parameters stay; the state, its nonce and where LINE returns to are added.
  expect(url.searchParams.get('client_id')).toBe('mock-line-channel');
  expect(url.searchParams.get('redirect_uri')).toBe(`${baseURL}/sign-in`);
  const state = url.searchParams.get('state')!;
  expect(state).toMatch(/^[A-Za-z0-9_-]+$/);
  const decoded = JSON.parse(Buffer.from(state, 'base64url').toString('utf8')) as Record<string, string>;
  expect(Object.keys(decoded)).toEqual(['context', 'provider', 'nonce', 'fingerprint']);
  expect(decoded).toMatchObject({ context: 'sign-in', provider: 'line' });
  expect(decoded.nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(decoded.fingerprint).toMatch(/^[0-9a-f]{32}$/);
  expect(url.searchParams.get('nonce')).toBe(decoded.nonce);

  // The nonce cookie: the state's nonce, 15 minutes, SameSite=Lax, path /, host-only on an IP address.
  const nonce = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'nonce');
  expect(nonce).toMatchObject({ value: decoded.nonce, sameSite: 'Lax', path: '/', domain: '127.0.0.1' });
  expect(nonce!.expires - clickedAt).toBeGreaterThan(15 * 60 - 30);
  expect(nonce!.expires - clickedAt).toBeLessThanOrEqual(15 * 60 + 5);
});

// Users and auth (src/api/users.ts) against the mock: sign-in and the signed-in user (assumed
// calls), registration, whether an address is registered, the name typed on the request form, and
// the public parts of a pro's user record (name, pricing menu, answers to common questions) with
// their failures: a failed pricing menu or questions list is its section's error, never a false "none".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheTimes,
  getCurrentUser,
  isApiError,
  isEmailRegistered,
  pricingMenuQueryOptions,
  questionsQueryOptions,
  register,
  saveName,
  signIn,
  userNameQueryOptions,
} from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { apiClient, clientToken, failing, fixtures, fresh, recording } from './harness';

vi.mock('../../src/lib/monitoring');

const { client, newClient } = fixtures.sessions;
const userId = client.user.id;
const pro = fixtures.pros.find(
  (candidate) =>
    !candidate.profile.isItp && candidate.pricingMenu.length > 0 && candidate.questions.data.length > 0,
)!;
const id = pro.profile.id;

beforeEach(() => vi.mocked(reportError).mockClear());

describe('sign-in and the current user (assumed calls)', () => {
  it('answers a token for the fixture client and 401 for a wrong password', async () => {
    const { api, sent } = recording();
    expect(await signIn(api, client.email, client.password)).toMatchObject({
      token: clientToken,
      uid: userId,
    });
    const failure = await signIn(api, client.email, 'wrong').catch((error: unknown) => error);
    expect(isApiError(failure) && [failure.status, failure.code]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /auth/sign-in',
      'POST /auth/sign-in',
    ]);
  });

  it('loads the user of the token, and refuses a call without one', async () => {
    const { api, requests } = recording({ token: clientToken });
    expect((await getCurrentUser(api, 10_000)).id).toBe(userId);
    expect(requests[0]?.headers.get('x-access-token')).toBe(clientToken);
    const failure = await getCurrentUser(apiClient(), 10_000).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(401);
  });
});

describe('registration', () => {
  it('HEAD /users?email= is false for a free address, true for a registered one, and rethrows the rest', async () => {
    const { api, sent } = recording();
    expect(await isEmailRegistered(api, 'users-module.free@example.jp')).toBe(false);
    expect(await isEmailRegistered(api, client.email)).toBe(true);
    expect(sent[0]).toMatchObject({
      method: 'HEAD',
      path: '/users',
      query: { email: 'users-module.free@example.jp' },
    });
    const limited = failing('checkEmailRegistered', 429);
    await expect(isEmailRegistered(limited, 'users-module.free@example.jp')).rejects.toMatchObject({
      status: 429,
    });
  });

  it('registers a client by email or by phone, and refuses a registered email with its code', async () => {
    const { api, requests } = recording();
    expect(await register(api, { mode: 'client', email: 'users-module.new@example.jp' })).toEqual(
      newClient.auth,
    );
    const byPhone = {
      mode: 'phoneNumberRegistration',
      loginPhoneNumber: '09038412976',
      password: 'correct-horse-battery',
      phoneNumberVerificationToken: 'stub-phone-verification:2976',
    } as const;
    expect((await register(api, byPhone)).token).toBe(newClient.auth.token);
    expect(await Promise.all(requests.map((request) => request.json()))).toEqual([
      { mode: 'client', email: 'users-module.new@example.jp' },
      byPhone,
    ]);
    const refused = await register(api, { mode: 'client', email: client.email }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(refused) && [refused.status, refused.code]).toEqual([409, 'EMAIL_ALREADY_REGISTERED']);
  });

  it('saves the typed name as kanji from Japanese pages and romanised from English, with the phone if given', async () => {
    const auth = await register(apiClient(), { mode: 'client', email: 'users-module.named@example.jp' });
    const { api, requests, sent } = recording({ token: auth.token });
    const kanji = await saveName(
      api,
      auth.uid,
      { last: '山田', first: '花子', language: 'ja' },
      '09038412976',
    );
    expect(kanji.profile.fullNameKanji).toEqual({ last: '山田', first: '花子' });
    const english = await saveName(api, auth.uid, { last: 'Yamada', first: 'Hanako', language: 'en' });
    expect(english.profile.fullNameEnglish).toEqual({ last: 'Yamada', first: 'Hanako' });
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /users/${auth.uid}/basic-info`,
      `POST /users/${auth.uid}/basic-info`,
    ]);
    expect(await Promise.all(requests.map((request) => request.json()))).toEqual([
      {
        profile: { fullNameKanji: { last: '山田', first: '花子' }, isCompany: false },
        phoneNumber: '09038412976',
      },
      { profile: { fullNameEnglish: { last: 'Yamada', first: 'Hanako' }, isCompany: false } },
    ]);
  });
});

describe("a pro's user record", () => {
  it('the name in the page’s language (romanised on English pages), cached 5 min', async () => {
    const { api, sent } = recording();
    expect(userNameQueryOptions(api, id, 'ja').staleTime).toBe(cacheTimes.reference);
    expect(await fresh().fetchQuery(userNameQueryOptions(api, id, 'ja'))).toBe(
      pro.profile.companyName ?? pro.profile.name,
    );
    expect(await fresh().fetchQuery(userNameQueryOptions(api, id, 'en'))).toBe(
      pro.english.companyName ?? pro.english.name,
    );
    expect(sent).toEqual([
      { method: 'GET', path: `/users/${id}/name`, query: {}, language: 'ja' },
      { method: 'GET', path: `/users/${id}/name`, query: {}, language: 'en' },
    ]);
  });

  it('the pricing menu and the answers to common questions: exact paths', async () => {
    const { api, sent } = recording();
    const client = fresh();
    const menu = await client.fetchQuery(pricingMenuQueryOptions(api, id, 'en'));
    const questions = await client.fetchQuery(questionsQueryOptions(api, id, 'en'));
    expect(sent).toEqual([
      { method: 'GET', path: `/users/${id}/pricing-menu`, query: {}, language: 'en' },
      { method: 'GET', path: `/users/${id}/questions`, query: {}, language: 'en' },
    ]);
    expect(menu.items).toEqual(pro.pricingMenu);
    expect(questions).toEqual(pro.questions.data);
  });

  it("pricing menu and questions: failures are the sections' errors, not empty answers", async () => {
    const api = apiClient({ prefer: { getUserPricingMenu: 'code=500', getUserQuestions: 'code=500' } });
    await expect(fresh().fetchQuery(pricingMenuQueryOptions(api, id, 'ja'))).rejects.toMatchObject({
      status: 500,
    });
    await expect(fresh().fetchQuery(questionsQueryOptions(api, id, 'ja'))).rejects.toMatchObject({
      status: 500,
    });
    expect(reportError).not.toHaveBeenCalled();
  });
});

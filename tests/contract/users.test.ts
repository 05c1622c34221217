// Users and auth (src/api/users.ts) against the mock: sign-in and the signed-in user (assumed
// calls), registration, whether an address is registered, the name typed on the request form, and
// the public parts of a pro's user record (name, pricing menu, answers to common questions) with
// their failures: a failed pricing menu or questions list is its section's error, never a false "none".
// The account calls run on the stateful mock: the signed-in user read and written whole, the
// password change and the notification preferences, with exact payloads and their error paths (no
// token, an unknown token, another user's id, an invalid body); the run is reset around them.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheTimes,
  changePassword,
  getCurrentUser,
  isApiError,
  isEmailRegistered,
  pricingMenuQueryOptions,
  privateProfileQueryOptions,
  questionsQueryOptions,
  register,
  saveName,
  signIn,
  updateNotificationPreferences,
  updateUser,
  userNameQueryOptions,
  userQueryOptions,
} from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { apiClient, clientToken, failing, fixtures, fresh, recording, resetMock } from './harness';

vi.mock('../../src/lib/monitoring');

const { client, newClient, pro: proSession } = fixtures.sessions;
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

  it('registers a pro by email and password with the job types picked; a registered email is a 409', async () => {
    const { api, requests } = recording();
    const pro = {
      mode: 'pro',
      email: 'users-module.pro@example.jp',
      password: 'correct-horse-battery',
      jobTypes: ['house-cleaning', 'flooring'],
    } as const;
    expect((await register(api, { ...pro, jobTypes: [...pro.jobTypes] })).token).toBeTruthy();
    expect(await requests[0]?.json()).toEqual(pro);
    const refused = await register(api, { ...pro, jobTypes: ['house-cleaning'], email: client.email }).catch(
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

const statusOf = (error: unknown) => (isApiError(error) ? error.status : error);

describe('the account (stateful mock)', () => {
  beforeEach(resetMock);
  afterAll(resetMock);

  describe('the contact details (GET /private-profiles/{id})', () => {
    it('reads the token’s own contact details with the token header', async () => {
      const { api, requests, sent } = recording({ token: clientToken });
      const profile = await fresh().fetchQuery(privateProfileQueryOptions(api, userId));
      expect(profile).toMatchObject({ id: userId, email: client.user.email });
      expect(sent).toEqual([
        { method: 'GET', path: `/private-profiles/${userId}`, query: {}, language: 'ja' },
      ]);
      expect(requests[0]?.headers.get('x-access-token')).toBe(clientToken);
    });

    it('refuses no token (401) and another user’s id (403): a failure, never someone else’s details', async () => {
      const query = (token?: string, id = userId) =>
        fresh()
          .fetchQuery(privateProfileQueryOptions(apiClient(token ? { token } : {}), id))
          .catch(statusOf);
      expect(await query()).toBe(401);
      expect(await query(clientToken, proSession.user.id)).toBe(403);
    });
  });

  describe('the signed-in user (GET and PUT /users/{id})', () => {
    it('reads the token’s own user with the token header', async () => {
      const { api, requests, sent } = recording({ token: clientToken });
      expect(await fresh().fetchQuery(userQueryOptions(api, userId))).toEqual(client.user);
      expect(sent).toEqual([{ method: 'GET', path: `/users/${userId}`, query: {}, language: 'ja' }]);
      expect(requests[0]?.headers.get('x-access-token')).toBe(clientToken);
      expect(requests[0]?.headers.get('client')).toBe('z-web');
    });

    it('refuses no token (401), an unknown token (401) and another user’s id (403)', async () => {
      const query = (token?: string, id = userId) =>
        fresh()
          .fetchQuery(userQueryOptions(apiClient(token ? { token } : {}), id))
          .catch(statusOf);
      expect(await query()).toBe(401);
      expect(await query('tok-nobody')).toBe(401);
      expect(await query(clientToken, proSession.user.id)).toBe(403);
    });

    it('writes the whole user and answers it as stored; a later read shows it, a reset forgets it', async () => {
      const { api, requests } = recording({ token: clientToken });
      const renamed = {
        ...client.user,
        profile: {
          ...client.user.profile,
          fullNameKanji: { last: '鈴木', first: '一郎' },
          fullNameEnglish: { last: 'Suzuki', first: 'Ichiro' },
        },
      };
      expect(await updateUser(api, renamed)).toEqual(renamed);
      expect(requests[0]?.method).toBe('PUT');
      expect(new URL(requests[0]!.url).pathname).toBe(`/users/${userId}`);
      expect(await requests[0]?.json()).toEqual(renamed);
      expect(await fresh().fetchQuery(userQueryOptions(api, userId))).toEqual(renamed);
      await resetMock();
      expect(await fresh().fetchQuery(userQueryOptions(api, userId))).toEqual(client.user);
    });

    it('refuses another user’s record (403) and an invalid user (400)', async () => {
      const api = apiClient({ token: clientToken });
      expect(await updateUser(api, { ...proSession.user }).catch(statusOf)).toBe(403);
      const invalid = { ...client.user, email: 'not an address' };
      expect(await updateUser(api, invalid).catch(statusOf)).toBe(400);
      expect(await updateUser(apiClient(), client.user).catch(statusOf)).toBe(401);
    });
  });

  describe('password change (PUT /users/{id}/change-password)', () => {
    it('sends only the new password and resolves on 204', async () => {
      const { api, requests, answers } = recording({ token: clientToken });
      await expect(changePassword(api, userId, 'a-brand-new-passphrase')).resolves.toBeUndefined();
      expect(requests[0]?.method).toBe('PUT');
      expect(new URL(requests[0]!.url).pathname).toBe(`/users/${userId}/change-password`);
      expect(await requests[0]?.json()).toEqual({ password: 'a-brand-new-passphrase' });
      expect(answers[0]).toEqual({ status: 204, violations: null });
    });

    it('remembers the new password: the next sign-in needs it, the old one is refused; a reset forgets it', async () => {
      const api = apiClient({ token: clientToken });
      await changePassword(api, userId, 'a-brand-new-passphrase');
      expect(await signIn(apiClient(), client.email, client.password).catch(statusOf)).toBe(401);
      expect((await signIn(apiClient(), client.email, 'a-brand-new-passphrase')).uid).toBe(userId);
      // A refused change (too short) changes nothing.
      expect(await changePassword(api, userId, 'short').catch(statusOf)).toBe(400);
      expect((await signIn(apiClient(), client.email, 'a-brand-new-passphrase')).uid).toBe(userId);
      await resetMock();
      expect((await signIn(apiClient(), client.email, client.password)).uid).toBe(userId);
    });

    it('refuses a too-short password (400), no token (401), another user (403); a 500 surfaces', async () => {
      const api = apiClient({ token: clientToken });
      expect(await changePassword(api, userId, 'short').catch(statusOf)).toBe(400);
      expect(await changePassword(apiClient(), userId, 'a-brand-new-passphrase').catch(statusOf)).toBe(401);
      expect(await changePassword(api, proSession.user.id, 'a-brand-new-passphrase').catch(statusOf)).toBe(
        403,
      );
      const broken = failing('changePassword', 500, { token: clientToken });
      expect(await changePassword(broken, userId, 'a-brand-new-passphrase').catch(statusOf)).toBe(500);
    });
  });

  describe('notification preferences (PUT /users/{id}/notification-preferences)', () => {
    const transactional = {
      applyCreditsRefunded: true,
      applyViewed: true,
      applyApproved: true,
      applyRejected: true,
      requestCancelled: true,
      newMessage: true,
      newRequest: true,
      requestActivity: true,
      clientLeftFeedback: true,
    };

    it('sends the newsletter choice with every transactional flag true, and answers what was stored', async () => {
      const { api, requests, answers } = recording({ token: clientToken });
      expect(await updateNotificationPreferences(api, userId, true)).toEqual({
        marketing: { newsletter: true },
        transactional,
      });
      expect(await updateNotificationPreferences(api, userId, false)).toMatchObject({
        marketing: { newsletter: false },
      });
      expect(await Promise.all(requests.map((request) => request.json()))).toEqual([
        { marketing: { newsletter: true }, transactional },
        { marketing: { newsletter: false }, transactional },
      ]);
      expect(answers.map((answer) => answer?.violations)).toEqual([null, null]);
    });

    it('refuses no token (401) and another user (403)', async () => {
      expect(await updateNotificationPreferences(apiClient(), userId, true).catch(statusOf)).toBe(401);
      const api = apiClient({ token: clientToken });
      expect(await updateNotificationPreferences(api, proSession.user.id, true).catch(statusOf)).toBe(403);
      expect(reportError).not.toHaveBeenCalled();
    });
  });
});

// `submitRequest` after a try that registered the visitor but could not sign in with the new
// account (its user did not load): the account exists and the email is its own, so the next try
// signs in with it again instead of registering (a second registration answers "already
// registered", and this client has no password to sign in with). With a fake API client.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, type AuthToken, type JobType } from '../../../../../src/api';
import { emptyContact } from '../../../../../src/features/new-request/form/contact';
import type { ContactValues } from '../../../../../src/features/new-request/form/values';
import { readDraft, writeDraft } from '../../../../../src/features/new-request/draft';
import { contactLocked, submissionOf } from '../../../../../src/features/new-request/submission/submission';
import {
  submitRequest,
  type SubmitDependencies,
  type SubmitInput,
  type UnsavedName,
} from '../../../../../src/features/new-request/submission/submit-request';
import type { RegisteredAccount } from '../../../../../src/features/new-request/submission/visitor-account';
import { SessionEndedError } from '../../../../../src/lib/session';
import { filledAnswers } from '../../../../../fixtures/request-answers';
import { registeringApi } from '../../../../helpers/api-client';
import { byId } from '../form/job-types';

const jobType: JobType = byId('logo-designer');
const target = {
  jobType,
  place: { prefecture: 'tokyo', city: 'shibuya-ku' },
  language: 'ja' as const,
  draftKey: 'draft',
};
const authOf = (email: string): AuthToken => ({
  token: `tok-${email}`,
  uid: `user-${email}`,
  expires: 1_900_000_000_000,
});

/** The modal's send wiring: `adoptSession` fails as often as `failures` says, then signs in. */
function flow(failures: unknown[]) {
  // Remembering registrations, as the server does (a registered email or number is taken).
  const fake = registeringApi({ auth: authOf });
  const adopted: AuthToken[] = [];
  const reports: unknown[] = [];
  const registeredAccount: { current: RegisteredAccount | undefined } = { current: undefined };
  const unsavedName: { current: UnsavedName | undefined } = { current: undefined };
  const deps: SubmitDependencies = {
    api: fake.api,
    adoptSession: async (auth) => {
      adopted.push(auth);
      const failure = failures.shift();
      if (failure) throw failure;
      return auth.uid;
    },
    onUserSaved: vi.fn(),
    captcha: { v3Token: async () => undefined },
    onConversion: vi.fn(),
    reportError: (error) => void reports.push(error),
    storage: undefined,
    unsavedName,
    registeredAccount,
  };
  const send = (contact: Partial<ContactValues>, session: SubmitInput['session'] = visitor) =>
    submitRequest(
      target,
      {
        values: {
          answers: filledAnswers(jobType) as never,
          where: { prefecture: 'tokyo' },
          contact: { ...emptyContact, method: 'email', lastName: '山田', firstName: '花子', ...contact },
        },
        session,
      },
      deps,
    );
  return { ...fake, adopted, reports, deps, send };
}

const visitor = { signedIn: false, userId: undefined };
const EMAIL = 'visitor@example.jp';

describe('a registration whose sign-in failed', () => {
  it('is no sign-up failure: the outcome says the account exists, and the name waits for the next try', async () => {
    const run = flow([new ApiError('GET /auth/current-user', 500, undefined)]);
    const outcome = await run.send({ email: EMAIL });
    expect(outcome).toEqual({ kind: 'signInFailed', network: false });
    expect(submissionOf({ status: 'success', data: outcome })).toEqual({
      status: 'failed',
      failure: { kind: 'unknown' },
      emailRegistered: false,
      accountCreated: true,
    });
    expect(run.deps.registeredAccount?.current?.auth).toEqual(authOf(EMAIL));
    expect(run.deps.unsavedName.current).toMatchObject({ userId: authOf(EMAIL).uid, last: '山田' });
    expect(run.calls).toEqual(['HEAD /users', 'POST /auth/register']);
    expect(run.reports).toHaveLength(1);
  });

  it('a lost connection while signing in is said as such (and not reported)', async () => {
    const run = flow([new NetworkError('GET /auth/current-user')]);
    const outcome = await run.send({ email: EMAIL });
    expect(outcome).toEqual({ kind: 'signInFailed', network: true });
    expect(submissionOf({ status: 'success', data: outcome })).toMatchObject({
      failure: { kind: 'network' },
      accountCreated: true,
    });
    expect(run.reports).toEqual([]);
  });

  it('the next try signs in with the same account, then stores the name (as typed now) and sends', async () => {
    const run = flow([new ApiError('GET /auth/current-user', 500, undefined)]);
    await run.send({ email: EMAIL });
    run.calls.length = 0;
    const outcome = await run.send({ email: EMAIL, firstName: '花江' });
    expect(outcome.kind).toBe('created');
    expect(run.adopted).toEqual([authOf(EMAIL), authOf(EMAIL)]);
    expect(run.calls).toEqual([
      'POST /users/{id}/basic-info',
      'GET /users/{id}/has-duplicate-request/{jobTypeId}',
      'POST /requests',
    ]);
    const saved = run.POST.mock.calls.find(([path]) => path === '/users/{id}/basic-info')![1];
    expect(saved.body.profile).toMatchObject({ fullNameKanji: { last: '山田', first: '花江' } });
    expect(run.deps.registeredAccount?.current).toBeUndefined();
    expect(run.deps.unsavedName.current).toBeUndefined();
  });

  it('signed in meanwhile (the session’s own retry): the name is still stored before the request', async () => {
    const run = flow([new ApiError('GET /auth/current-user', 500, undefined)]);
    await run.send({ email: EMAIL });
    run.calls.length = 0;
    const outcome = await run.send({ email: EMAIL }, { signedIn: true, userId: authOf(EMAIL).uid });
    expect(outcome.kind).toBe('created');
    expect(run.adopted).toHaveLength(1);
    expect(run.calls[0]).toBe('POST /users/{id}/basic-info');
  });

  it('another email typed before the next try is another account: registered afresh', async () => {
    const run = flow([new ApiError('GET /auth/current-user', 500, undefined)]);
    await run.send({ email: EMAIL });
    const outcome = await run.send({ email: 'corrected@example.jp' });
    expect(outcome.kind).toBe('created');
    expect(run.adopted).toEqual([authOf(EMAIL), authOf('corrected@example.jp')]);
    expect(run.calls.filter((call) => call === 'POST /auth/register')).toHaveLength(2);
  });
});

/** The session's error for a session that ended at once. */
const sessionEnded = () => new SessionEndedError('registered, but the new token was refused at once');

describe('a registration whose session ended at once (the new token refused or expired)', () => {
  it('by email: the account is forgotten, the outcome asks to sign in, and the next try checks the email afresh', async () => {
    const run = flow([sessionEnded()]);
    const outcome = await run.send({ email: EMAIL });
    expect(outcome).toEqual({ kind: 'sessionEnded', registeredBy: 'email' });
    expect(submissionOf({ status: 'success', data: outcome })).toEqual({
      status: 'failed',
      failure: { kind: 'code', code: 'EMAIL_ALREADY_REGISTERED' },
      emailRegistered: true,
      sessionEnded: true,
    });
    expect(run.deps.registeredAccount?.current).toBeUndefined();
    expect(run.reports).toHaveLength(1);

    run.calls.length = 0;
    expect(await run.send({ email: EMAIL })).toEqual({ kind: 'emailRegistered' });
    // Its token is never sent again.
    expect(run.adopted).toEqual([authOf(EMAIL)]);
    expect(run.calls).toEqual(['HEAD /users']);
  });

  it('by phone: the account is forgotten and the outcome offers the email route', async () => {
    const run = flow([sessionEnded()]);
    run.deps.phoneVerification = { verify: async (phone) => `stub:${phone.slice(-4)}` };
    const outcome = await run.send({
      method: 'phone',
      phoneNumber: '090-3841-2976',
      password: 'secret-pass',
    });
    expect(outcome).toEqual({ kind: 'sessionEnded', registeredBy: 'phone' });
    expect(submissionOf({ status: 'success', data: outcome })).toMatchObject({
      failure: { kind: 'code', code: 'PHONE_NUMBER_ALREADY_REGISTERED' },
      emailRegistered: false,
      sessionEnded: true,
    });
    expect(run.deps.registeredAccount?.current).toBeUndefined();
  });

  it('the answers come back into the draft the session’s end cleared, at the step it had', async () => {
    const run = flow([]);
    const storage = new Map<string, string>();
    run.deps.storage = {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    };
    writeDraft(run.deps.storage, target.draftKey, {
      answers: {},
      contact: { ...emptyContact, email: EMAIL },
      step: 3,
    });
    // As the app's sign-out part does when the session ends.
    run.deps.adoptSession = async () => {
      storage.clear();
      throw sessionEnded();
    };
    await run.send({ email: EMAIL });
    expect(readDraft(run.deps.storage, target.draftKey)).toMatchObject({
      answers: filledAnswers(jobType),
      contact: { email: EMAIL, lastName: '山田', firstName: '花子' },
      step: 3,
    });
  });
});

describe('the contact answers a send registers with', () => {
  it('are locked while sending and while an account waits for its sign-in, not otherwise', () => {
    expect(contactLocked({ status: 'sending' })).toBe(true);
    expect(
      contactLocked(submissionOf({ status: 'success', data: { kind: 'signInFailed', network: false } })),
    ).toBe(true);
    expect(contactLocked({ status: 'idle' })).toBe(false);
    expect(
      contactLocked(
        submissionOf({ status: 'success', data: { kind: 'sessionEnded', registeredBy: 'email' } }),
      ),
    ).toBe(false);
    expect(contactLocked(submissionOf({ status: 'success', data: { kind: 'emailRegistered' } }))).toBe(false);
  });
});

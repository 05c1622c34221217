// The new-request flow against the mock: `submitRequest` — the function the modal's send runs — for
// every job type (together they use every field kind) sends the body built from filled-in answers,
// Prism accepts it (no 422) and it is exactly the expected payload; registration on the way, the
// duplicate check and each forced error path are walked, and what the modal then shows asserted.
import { describe, expect, it } from 'vitest';
import { readCreatedRequest } from '../../src/features/new-request/created';
import {
  draftKey,
  readSessionContext,
  rememberSessionContext,
  writeDraft,
  type DraftStorage,
} from '../../src/features/new-request/draft';
import { collectAnswers } from '../../src/features/new-request/form/answers';
import { emptyContact } from '../../src/features/new-request/form/contact';
import { answersSchema } from '../../src/features/new-request/form/validation';
import type { ContactValues } from '../../src/features/new-request/form/values';
import { buildRequestPayload, STRIPPED_FIELDS } from '../../src/features/new-request/payload';
import { submissionOf } from '../../src/features/new-request/submission/submission';
import {
  submitRequest,
  type SubmitDependencies,
  type SubmitInput,
} from '../../src/features/new-request/submission/submit-request';
import {
  type AuthToken,
  checkDuplicateRequest,
  classifyCreateFailure,
  createApiClient,
  createRequest,
  isApiError,
  isEmailRegistered,
  type JobType,
  NOT_DUPLICATE,
  register,
  saveName,
  type User,
} from '../../src/api';
import { FIELD_KINDS } from '../../fixtures/reference/catalog';
import { daysFromToday, filledAnswers } from '../../fixtures/request-answers';
import { apiClient, clientToken, fixtures, manualClient, mockApiUrl, tagRequests } from './harness';

const newClient = fixtures.sessions.newClient;
const jobTypeOf = (id: string): JobType => fixtures.jobTypes.find((candidate) => candidate.id === id)!;

const contactAnswers = {
  email: 'stripped@example.jp',
  name: '山田 花子',
  phoneNumber: '09038412976',
  password: 'correct-horse-battery',
  phoneNumberShareable: true,
  lineSocialLogin: 'line-1',
  credential: 'cred-1',
  loginPhoneNumber: '09038412976',
  phoneNumberVerificationToken: 'pv-1',
};

/** The body written out independently of the flow: the form's answers, then the spec's payload rules. */
function payloadFor(jobTypeId: string, options: { selectedProId?: string } = {}) {
  const jobType = jobTypeOf(jobTypeId);
  const answers = filledAnswers(jobType);
  expect(answersSchema(jobType).safeParse(answers).error?.issues ?? []).toEqual([]);
  return {
    jobType,
    payload: buildRequestPayload({
      jobTypeId,
      fieldsVersion: jobType.fieldsVersion,
      answers: { ...collectAnswers(jobType, answers), ...contactAnswers },
      context: { prefecture: 'tokyo', city: 'shibuya-ku' },
      language: 'ja',
      selectedProId: options.selectedProId,
      clientId: newClient.user.id,
      clientLanguages: { ja: true },
      utm: { source: 'google', campaign: 'winter' },
      sessionContext: { entryPath: `/home/${jobTypeId}` },
      mode: 'modal',
    }),
  };
}

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/**
 * The modal's send as the app wires it: the app's client against the mock (signing in with the
 * token a registration answers, recording each request as it leaves), the page's session context
 * in storage, stub captcha and phone verification, and recorded conversions, saves and reports.
 */
function flow(options: { token?: string; prefer?: Record<string, string>; baseUrl?: string } = {}) {
  const session = { token: options.token };
  const { prefer } = options;
  const api = tagRequests(
    createApiClient(options.baseUrl ?? mockApiUrl(), {
      language: () => 'ja',
      fingerprint: () => 'unknown-fingerprint',
      accessToken: () => session.token,
      ...(prefer ? { preferFor: (operationId: string) => prefer[operationId] } : {}),
    }),
  );
  const sent: Request[] = [];
  api.use({
    onRequest({ request }) {
      sent.push(request.clone());
      return request;
    },
  });
  const adopted: AuthToken[] = [];
  const saved: User[] = [];
  const reports: { error: unknown; context: unknown }[] = [];
  const conversions: string[] = [];
  const storage = memoryStorage();
  const deps: SubmitDependencies = {
    api,
    adoptSession: async (auth) => {
      adopted.push(auth);
      session.token = auth.token;
      return auth.uid;
    },
    onUserSaved: (user) => void saved.push(user),
    captcha: { v3Token: async () => 'v3-token' },
    phoneVerification: { verify: async (phone) => `stub-phone-verification:${phone.slice(-4)}` },
    onConversion: (goal) => void conversions.push(goal),
    reportError: (error, context) => void reports.push({ error, context }),
    storage,
    unsavedName: { current: undefined },
  };
  const target = (jobTypeId: string, extra: { selectedProId?: string } = {}) => {
    rememberSessionContext(storage, { entryPath: `/home/${jobTypeId}` });
    return {
      jobType: jobTypeOf(jobTypeId),
      place: { prefecture: 'tokyo', city: 'shibuya-ku' },
      language: 'ja' as const,
      utm: { source: 'google', campaign: 'winter' },
      draftKey: draftKey(jobTypeId, extra.selectedProId),
      ...extra,
    };
  };
  const calls = () =>
    sent.map((request) => `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
  return { deps, sent, calls, adopted, saved, reports, conversions, storage, target };
}

const input = (
  jobTypeId: string,
  session: SubmitInput['session'],
  contact: Partial<ContactValues> = {},
): SubmitInput => ({
  values: {
    answers: filledAnswers(jobTypeOf(jobTypeId)),
    contact: { ...emptyContact, ...contact },
    where: { prefecture: 'tokyo' },
  },
  session,
});
const asNewClient = { signedIn: true, userId: newClient.user.id };

describe('POST /requests built from filled-in forms', () => {
  const kinds = new Set(fixtures.jobTypes.flatMap((jobType) => jobType.fields.map((field) => field.type)));

  it('covers every field kind across the job types', () => {
    expect([...kinds].sort()).toEqual([...FIELD_KINDS].sort());
  });

  it.each(fixtures.jobTypes.map((jobType) => jobType.id))(
    '%s: Prism accepts the body, which is exactly the payload, with the headers',
    async (jobTypeId) => {
      const run = flow({ token: newClient.auth.token });
      const outcome = await submitRequest(run.target(jobTypeId), input(jobTypeId, asNewClient), run.deps);
      expect(outcome.kind === 'created' && outcome.request.jobTypeId).toBe(jobTypeId);

      const request = run.sent.at(-1)!;
      const { payload } = payloadFor(jobTypeId);
      const body = (await request.json()) as typeof payload;
      expect(body).toEqual(payload);
      for (const key of [...STRIPPED_FIELDS, 'placeDescription']) expect(body.fields).not.toHaveProperty(key);
      expect(Object.fromEntries(request.headers)).toMatchObject({
        'x-access-token': newClient.auth.token,
        client: 'z-web',
        'x-ui-language': 'ja',
        'recaptcha-v3-token': 'v3-token',
        'client-source': 'google',
      });
    },
  );

  it('sends every optional header the contract lists for POST /requests', async () => {
    const { deps, sent } = flow({ token: newClient.auth.token });
    await createRequest(deps.api, payloadFor('house-cleaning').payload, {
      recaptchaV3Token: 'v3-token',
      recaptchaResponse: 'v2-token',
      clientSource: 'google',
      socialContext: 'request-form',
    });
    expect(Object.fromEntries(sent.at(-1)!.headers)).toMatchObject({
      'recaptcha-v3-token': 'v3-token',
      'recaptcha-response': 'v2-token',
      'client-source': 'google',
      'social-context': 'request-form',
    });
  });

  it('sends house cleaning exactly as written out by hand, then forgets the draft and the session context', async () => {
    const run = flow({ token: newClient.auth.token });
    const target = run.target('house-cleaning');
    writeDraft(run.storage, target.draftKey, { ...input('house-cleaning', asNewClient).values, step: 2 });
    const outcome = await submitRequest(target, input('house-cleaning', asNewClient), run.deps);
    expect(await run.sent.at(-1)!.json()).toEqual({
      jobTypeId: 'house-cleaning',
      client: 'user-new-client',
      clientId: 'user-new-client',
      clientLanguages: { ja: true },
      fields: {
        frequency: 'once',
        rooms: { bedroom: 2, living: 0, kitchen: 0, bathroom: 0, toilet: 0 },
        areas: { value: ['kitchen', 'other'], other: 'areasの詳細' },
        timeslots: [
          { date: daysFromToday(3), from: 9, to: 11.5 },
          { date: daysFromToday(4), from: 13, to: 15 },
        ],
        address: { address: '東京都渋谷区神宮前1-1-1', zipCode: '150-0001' },
        additionalText: 'additionalTextについて伝えたいこと',
      },
      jobTypeFieldsVersion: 3,
      context: { prefecture: 'tokyo', city: 'shibuya-ku' },
      language: 'ja',
      isDirectBooking: false,
      sent: true,
      status: 'open',
      utm: { source: 'google', campaign: 'winter' },
      sessionContext: { entryPath: '/home/house-cleaning' },
      mode: 'modal',
    });
    expect(run.calls()).toEqual([
      `GET /users/${newClient.user.id}/has-duplicate-request/house-cleaning`,
      'POST /requests',
    ]);
    expect(run.conversions).toEqual(['newRequestSubmitted', 'newRequestCreated']);
    const created = outcome.kind === 'created' ? outcome.request : undefined;
    expect(readCreatedRequest(run.storage, created!._id, newClient.user.id)).toMatchObject({
      id: created!._id,
      jobTypeId: 'house-cleaning',
    });
    expect(run.storage.data.has(target.draftKey)).toBe(false);
    expect(readSessionContext(run.storage)).toEqual({});
  });

  it('keeps the place description only for a direct booking, with the selected pro', async () => {
    const run = flow({ token: newClient.auth.token });
    const proId = fixtures.pros[1]!.profile.id;
    await submitRequest(
      run.target('house-cleaning', { selectedProId: proId }),
      input('house-cleaning', asNewClient),
      run.deps,
    );
    const body = (await run.sent.at(-1)!.json()) as { fields: Record<string, unknown> };
    expect(body).toMatchObject({ isDirectBooking: true, selectedProId: proId });
    expect(body.fields.placeDescription).toBe('建物の3階です');
    for (const key of STRIPPED_FIELDS) expect(body.fields).not.toHaveProperty(key);
  });

  it('sends the preferred time range as {start, end} for job types without timeslots', async () => {
    const run = flow({ token: newClient.auth.token });
    await submitRequest(run.target('plumber'), input('plumber', asNewClient), run.deps);
    const body = (await run.sent.at(-1)!.json()) as { fields: Record<string, unknown> };
    expect(body.fields.dateTime).toEqual({
      date: daysFromToday(12),
      timeRange: { start: '09:00', end: '12:00' },
    });
  });

  it('sends a services total recomputed from quantities and unit prices', async () => {
    const run = flow({ token: newClient.auth.token });
    await submitRequest(run.target('aircon-cleaning'), input('aircon-cleaning', asNewClient), run.deps);
    const body = (await run.sent.at(-1)!.json()) as {
      fields: Record<string, { quantities: object; total: number }>;
    };
    // Two wall-mounted units at 9,000 yen.
    expect(body.fields.aircons).toEqual({
      quantities: { wallMounted: 2, wallMountedAuto: 0, ceilingCassette: 0, outdoorUnit: 0 },
      total: 18_000,
    });
  });
});

describe('request creation failures, forced through the mock', () => {
  /** Sends house cleaning with the creation forced to `prefer`; the failure and what the modal then shows. */
  const attempt = async (prefer: string, baseUrl?: string) => {
    const run = flow({
      token: newClient.auth.token,
      prefer: { createRequest: prefer },
      ...(baseUrl ? { baseUrl } : {}),
    });
    const error = await submitRequest(
      run.target('house-cleaning'),
      input('house-cleaning', asNewClient),
      run.deps,
    ).then(
      () => {
        throw new Error('the forced failure did not happen');
      },
      (caught: unknown) => caught,
    );
    return { error, shown: submissionOf({ status: 'error', error }), run };
  };

  it('429 sets the rate-limit notice, and is not reported', async () => {
    const { shown, run } = await attempt('code=429');
    // Not sending any more; the failure is the rate limit, which shows the notice.
    expect(shown).toEqual({ status: 'failed', failure: { kind: 'rateLimited' }, emailRegistered: false });
    expect(run.reports).toEqual([]);
  });

  it.each([
    ['code=400, example=jobTypeNotRequestable', 'JOB_TYPE_NOT_REQUESTABLE'],
    ['code=400, example=captchaFailed', 'CAPTCHA_FAILED'],
    ['code=409', 'DUPLICATE_REQUEST'],
    ['code=401', 'UNAUTHORIZED'],
  ])('%s stores the error code %s to show, and is not reported', async (prefer, code) => {
    const { shown, run } = await attempt(prefer);
    expect(shown).toEqual({ status: 'failed', failure: { kind: 'code', code }, emailRegistered: false });
    expect(run.reports).toEqual([]);
    // Nothing was created: the draft and the session context stay for the next try.
    expect(readSessionContext(run.storage)).toEqual({ entryPath: '/home/house-cleaning' });
  });

  it('a 500 is reported (kind unknown), not shown as a code, naming the fields but no answer', async () => {
    const { error, shown, run } = await attempt('code=500');
    expect(isApiError(error) && error.status).toBe(500);
    expect(shown).toMatchObject({ status: 'failed', failure: { kind: 'unknown' } });
    expect(run.reports).toHaveLength(1);
    const report = JSON.stringify(run.reports[0]!.context);
    expect(report).toContain('"operation":"createRequest"');
    expect(report).toContain('"fieldKeys":["frequency"');
    expect(report).not.toContain('東京都渋谷区神宮前');
  });

  it('a network failure asks for a retry', async () => {
    const run = flow({ token: newClient.auth.token, baseUrl: 'http://127.0.0.1:9/api' });
    const error = await submitRequest(
      run.target('house-cleaning'),
      { ...input('house-cleaning', asNewClient), confirmedDespiteDuplicate: true },
      run.deps,
    ).catch((caught: unknown) => caught);
    expect(classifyCreateFailure(error)).toEqual({ kind: 'network' });
    expect(submissionOf({ status: 'error', error })).toMatchObject({ failure: { kind: 'network' } });
    expect(run.calls()).toEqual(['POST /requests']);
  });
});

describe('on-the-fly registration and the duplicate check', () => {
  it('HEAD /users?email= is false for a free address, true for a registered one, and rethrows the rest', async () => {
    const api = apiClient();
    expect(await isEmailRegistered(api, 'someone.new@example.jp')).toBe(false);
    expect(await isEmailRegistered(api, fixtures.sessions.client.email)).toBe(true);
    const limited = apiClient({ prefer: { checkEmailRegistered: 'code=429' } });
    await expect(isEmailRegistered(limited, 'someone.new@example.jp')).rejects.toMatchObject({ status: 429 });
  });

  it('registers a visitor by email, signs in with the new token, saves the name, then creates the request', async () => {
    const run = flow();
    const contact = {
      email: 'ｓｏｍｅｏｎｅ.new@example.jp ',
      lastName: ' 山田',
      firstName: '花子',
      phoneNumber: '090-3841-2976',
    };
    const outcome = await submitRequest(
      run.target('house-cleaning'),
      input('house-cleaning', { signedIn: false, userId: undefined }, contact),
      run.deps,
    );
    expect(run.adopted).toEqual([newClient.auth]);
    expect(run.saved.map((user) => user.profile.fullNameKanji)).toEqual([{ last: '山田', first: '花子' }]);
    expect(outcome).toMatchObject({ kind: 'created', request: { jobTypeId: 'house-cleaning' } });
    expect(run.calls()).toEqual([
      'HEAD /users',
      'POST /auth/register',
      `POST /users/${newClient.user.id}/basic-info`,
      `GET /users/${newClient.user.id}/has-duplicate-request/house-cleaning`,
      'POST /requests',
    ]);
    // The address as typed in full width with a space, sent as ASCII; the phone as digits.
    expect(new URL(run.sent[0]!.url).searchParams.get('email')).toBe('someone.new@example.jp');
    expect(await run.sent[1]!.json()).toEqual({ mode: 'client', email: 'someone.new@example.jp' });
    expect(await run.sent[2]!.json()).toMatchObject({ phoneNumber: '09038412976' });
    expect(run.sent[2]!.headers.get('x-access-token')).toBe(newClient.auth.token);
  });

  it('on an English page, a romanised name typed in full width is saved in half width (§5)', async () => {
    const run = flow();
    const contact = {
      email: 'someone.english@example.jp',
      lastName: ' Ｙａｍａｄａ',
      firstName: 'Ｈａｎａｋｏ　',
      phoneNumber: '',
    };
    const outcome = await submitRequest(
      { ...run.target('house-cleaning'), language: 'en' },
      input('house-cleaning', { signedIn: false, userId: undefined }, contact),
      run.deps,
    );
    expect(outcome.kind).toBe('created');
    expect(await run.sent[2]!.json()).toMatchObject({
      profile: { fullNameEnglish: { last: 'Yamada', first: 'Hanako' } },
    });
  });

  it('registers a visitor by phone with the verification token', async () => {
    const run = flow();
    const contact = {
      method: 'phone' as const,
      phoneNumber: '090-3841-2976',
      password: 'correct-horse-battery',
      lastName: '山田',
      firstName: '花子',
    };
    await submitRequest(
      run.target('house-cleaning'),
      input('house-cleaning', { signedIn: false, userId: undefined }, contact),
      run.deps,
    );
    expect(run.adopted.map((auth) => auth.token)).toEqual([newClient.auth.token]);
    expect(await run.sent[0]!.json()).toEqual({
      mode: 'phoneNumberRegistration',
      loginPhoneNumber: '09038412976',
      password: 'correct-horse-battery',
      phoneNumberVerificationToken: 'stub-phone-verification:2976',
    });
  });

  it('a name the server did not store is saved on the next try, before the request', async () => {
    const run = flow({ prefer: { saveBasicInfo: 'code=500' } });
    const contact = { email: 'someone.new@example.jp', lastName: '山田', firstName: '花子' };
    const first = await submitRequest(
      run.target('house-cleaning'),
      input('house-cleaning', { signedIn: false, userId: undefined }, contact),
      run.deps,
    ).catch((caught: unknown) => caught);
    expect(classifyCreateFailure(first)).toEqual({ kind: 'unknown' });
    expect(run.deps.unsavedName.current).toMatchObject({
      userId: newClient.user.id,
      last: '山田',
      first: '花子',
    });

    // Signed in by then; the name goes first this time.
    const retry = flow({ token: newClient.auth.token });
    const outcome = await submitRequest(
      retry.target('house-cleaning'),
      input('house-cleaning', asNewClient),
      {
        ...retry.deps,
        unsavedName: run.deps.unsavedName,
      },
    );
    expect(outcome.kind).toBe('created');
    expect(retry.calls()[0]).toBe(`POST /users/${newClient.user.id}/basic-info`);
    expect(run.deps.unsavedName.current).toBeUndefined();
  });

  it('the mock answers with what was registered: the email typed, then the name saved', async () => {
    const api = apiClient();
    const auth = await register(api, { mode: 'client', email: 'registered.here@example.jp' });
    const signedIn = apiClient({ token: auth.token });
    // The reads that check what the mock kept are built here by hand: they do not count as the app's.
    const reader = manualClient({ token: auth.token });
    const fresh = (await reader.GET('/auth/current-user')).data!;
    expect(fresh.email).toBe('registered.here@example.jp');
    expect(fresh.email).not.toBe(newClient.email);

    await saveName(signedIn, auth.uid, { last: '佐々木', first: '陽子', language: 'ja' });
    const named = (await reader.GET('/auth/current-user')).data!;
    expect(named).toMatchObject({
      id: auth.uid,
      email: 'registered.here@example.jp',
      profile: { fullNameKanji: { last: '佐々木', first: '陽子' } },
    });
    const byId = (await reader.GET('/users/{id}', { params: { path: { id: auth.uid } } })).data!;
    expect(byId.profile.fullNameKanji).toEqual({ last: '佐々木', first: '陽子' });

    // Registering again starts the account afresh: no name carried over from before.
    await register(api, { mode: 'client', email: 'another.visitor@example.jp' });
    const again = (await reader.GET('/auth/current-user')).data!;
    expect(again.email).toBe('another.visitor@example.jp');
    expect(again.profile.fullNameKanji).toEqual(newClient.user.profile.fullNameKanji);
  });

  it('a registered email asks the visitor to sign in first: nothing registered, nothing sent', async () => {
    const run = flow();
    const outcome = await submitRequest(
      run.target('house-cleaning'),
      input(
        'house-cleaning',
        { signedIn: false, userId: undefined },
        { email: fixtures.sessions.client.email, lastName: '山田', firstName: '花子' },
      ),
      run.deps,
    );
    expect(outcome).toEqual({ kind: 'emailRegistered' });
    expect(submissionOf({ status: 'success', data: outcome })).toEqual({
      status: 'failed',
      failure: { kind: 'code', code: 'EMAIL_ALREADY_REGISTERED' },
      emailRegistered: true,
    });
    expect(run.calls()).toEqual(['HEAD /users']);
    expect(run.adopted).toEqual([]);
  });

  it('a registered email is refused by registration with its code', async () => {
    const error = await register(apiClient(), {
      mode: 'client',
      email: fixtures.sessions.client.email,
    }).catch((caught: unknown) => caught);
    expect(classifyCreateFailure(error)).toEqual({ kind: 'code', code: 'EMAIL_ALREADY_REGISTERED' });
  });

  it('finds the open request of the same job type and asks first; sending anyway creates the request', async () => {
    const api = apiClient({ token: clientToken });
    const userId = fixtures.sessions.client.user.id;
    expect(await checkDuplicateRequest(api, userId, 'aircon-cleaning')).toBe('req-0002');
    expect(await checkDuplicateRequest(api, userId, 'house-cleaning')).toBe(NOT_DUPLICATE);

    const run = flow({ token: clientToken });
    const client = { signedIn: true, userId };
    const asked = await submitRequest(
      run.target('aircon-cleaning'),
      input('aircon-cleaning', client),
      run.deps,
    );
    expect(asked).toEqual({ kind: 'duplicate', duplicateRequestId: 'req-0002' });
    expect(submissionOf({ status: 'success', data: asked })).toEqual({
      status: 'duplicate',
      duplicateRequestId: 'req-0002',
    });
    expect(run.calls()).not.toContain('POST /requests');

    const anyway = await submitRequest(
      run.target('aircon-cleaning'),
      { ...input('aircon-cleaning', client), confirmedDespiteDuplicate: true },
      run.deps,
    );
    expect(anyway).toMatchObject({ kind: 'created', request: { jobTypeId: 'aircon-cleaning' } });
    expect(run.calls().at(-1)).toBe('POST /requests');
  });
});

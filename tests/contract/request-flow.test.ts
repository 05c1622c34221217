// The new-request flow against the mock (product spec §3 payload, §4 request creation, §7 calls,
// §8 errors): for every job type — together they use every field kind — the body built from
// filled-in answers is what the client sends, Prism accepts it (no 422), and it is exactly the
// expected payload; each error path is forced and the state it leads to asserted.
import { describe, expect, it } from 'vitest';
import {
  checkDuplicateRequest,
  classifyCreateFailure,
  createRequest,
  isEmailRegistered,
  NOT_DUPLICATE,
  register,
  saveName,
} from '../../src/features/new-request/api/requests';
import { answersSchema, collectAnswers } from '../../src/features/new-request/form/model';
import { buildRequestPayload, STRIPPED_FIELDS } from '../../src/features/new-request/payload';
import { initialModalState, requestModalReducer } from '../../src/features/new-request/state';
import { createApiClient, isApiError, type ApiClient } from '../../src/api';
import { FIELD_KINDS } from '../../fixtures/reference/catalog';
import { daysFromToday, filledAnswers } from '../../fixtures/request-answers';
import { apiClient, clientToken, fixtures } from './harness';

const newClient = fixtures.sessions.newClient;

/** The app's client, recording each request as it leaves (after every middleware). */
function recordingClient(options: Parameters<typeof apiClient>[0] = {}) {
  const api = apiClient(options);
  const sent: Request[] = [];
  api.use({
    onRequest({ request }) {
      sent.push(request.clone());
      return request;
    },
  });
  return { api, sent };
}

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

function payloadFor(jobTypeId: string, options: { selectedProId?: string } = {}) {
  const jobType = fixtures.jobTypes.find((candidate) => candidate.id === jobTypeId)!;
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

describe('POST /requests built from filled-in forms', () => {
  const kinds = new Set(fixtures.jobTypes.flatMap((jobType) => jobType.fields.map((field) => field.type)));

  it('covers every field kind across the job types', () => {
    expect([...kinds].sort()).toEqual([...FIELD_KINDS].sort());
  });

  it.each(fixtures.jobTypes.map((jobType) => jobType.id))(
    '%s: Prism accepts the body, which is exactly the payload, with the headers',
    async (jobTypeId) => {
      const { api, sent } = recordingClient({ token: newClient.auth.token });
      const { payload } = payloadFor(jobTypeId);
      const created = await createRequest(api, payload, {
        recaptchaV3Token: 'v3-token',
        recaptchaResponse: 'v2-token',
        clientSource: 'google',
        socialContext: 'request-form',
      });
      expect(created.jobTypeId).toBe(jobTypeId);

      const request = sent.at(-1)!;
      const body = (await request.json()) as typeof payload;
      expect(body).toEqual(payload);
      for (const key of [...STRIPPED_FIELDS, 'placeDescription']) expect(body.fields).not.toHaveProperty(key);
      expect(Object.fromEntries(request.headers)).toMatchObject({
        'x-access-token': newClient.auth.token,
        client: 'z-web',
        'x-ui-language': 'ja',
        'recaptcha-v3-token': 'v3-token',
        'recaptcha-response': 'v2-token',
        'client-source': 'google',
        'social-context': 'request-form',
      });
    },
  );

  it('sends house cleaning exactly as written out by hand', async () => {
    const { api, sent } = recordingClient({ token: newClient.auth.token });
    await createRequest(api, payloadFor('house-cleaning').payload, {});
    expect(await sent.at(-1)!.json()).toEqual({
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
  });

  it('keeps the place description only for a direct booking, with the selected pro', async () => {
    const { api, sent } = recordingClient({ token: newClient.auth.token });
    const proId = fixtures.pros[1]!.profile.id;
    await createRequest(api, payloadFor('house-cleaning', { selectedProId: proId }).payload, {});
    const body = (await sent.at(-1)!.json()) as { fields: Record<string, unknown> };
    expect(body).toMatchObject({ isDirectBooking: true, selectedProId: proId });
    expect(body.fields.placeDescription).toBe('建物の3階です');
    for (const key of STRIPPED_FIELDS) expect(body.fields).not.toHaveProperty(key);
  });

  it('sends the preferred time range as {start, end} for job types without timeslots', async () => {
    const { api, sent } = recordingClient({ token: newClient.auth.token });
    await createRequest(api, payloadFor('plumber').payload, {});
    const body = (await sent.at(-1)!.json()) as { fields: Record<string, unknown> };
    expect(body.fields.dateTime).toEqual({
      date: daysFromToday(12),
      timeRange: { start: '09:00', end: '12:00' },
    });
  });

  it('sends a services total recomputed from quantities and unit prices', async () => {
    const { api, sent } = recordingClient({ token: newClient.auth.token });
    await createRequest(api, payloadFor('aircon-cleaning').payload, {});
    const body = (await sent.at(-1)!.json()) as {
      fields: Record<string, { quantities: object; total: number }>;
    };
    // Two wall-mounted units at 9,000 yen.
    expect(body.fields.aircons).toEqual({
      quantities: { wallMounted: 2, wallMountedAuto: 0, ceilingCassette: 0, outdoorUnit: 0 },
      total: 18_000,
    });
  });
});

describe('request creation failures (§8), forced through the mock', () => {
  const reduce = (failure: ReturnType<typeof classifyCreateFailure>) =>
    requestModalReducer(
      requestModalReducer(
        initialModalState({ jobTypeId: 'house-cleaning', context: { prefecture: 'tokyo' } }),
        {
          type: 'submit',
        },
      ),
      { type: 'failed', failure },
    );
  const attempt = async (prefer: string) => {
    const api = apiClient({ token: newClient.auth.token, prefer: { createRequest: prefer } });
    try {
      await createRequest(api, payloadFor('house-cleaning').payload, {});
    } catch (error) {
      return error;
    }
    throw new Error('the forced failure did not happen');
  };

  it('429 sets the rate-limit notice', async () => {
    const state = reduce(classifyCreateFailure(await attempt('code=429')));
    expect(state).toMatchObject({
      loading: false,
      showingRateLimited: true,
      createRequestError: { kind: 'rateLimited' },
    });
  });

  it.each([
    ['code=400, example=jobTypeNotRequestable', 'JOB_TYPE_NOT_REQUESTABLE'],
    ['code=400, example=captchaFailed', 'CAPTCHA_FAILED'],
    ['code=409', 'DUPLICATE_REQUEST'],
    ['code=401', 'UNAUTHORIZED'],
  ])('%s stores the error code %s to show', async (prefer, code) => {
    const state = reduce(classifyCreateFailure(await attempt(prefer)));
    expect(state).toMatchObject({
      loading: false,
      showingRateLimited: false,
      createRequestError: { kind: 'code', code },
    });
  });

  it('a 500 is reported (kind unknown), not shown as a code', async () => {
    const error = await attempt('code=500');
    expect(isApiError(error) && error.status).toBe(500);
    expect(reduce(classifyCreateFailure(error)).createRequestError).toEqual({ kind: 'unknown' });
  });

  it('a network failure asks for a retry', async () => {
    const offline: ApiClient = createApiClient('http://127.0.0.1:9/api', {
      language: () => 'ja',
      fingerprint: () => 'unknown-fingerprint',
      accessToken: () => newClient.auth.token,
    });
    const error = await createRequest(offline, payloadFor('house-cleaning').payload, {}).catch(
      (caught: unknown) => caught,
    );
    expect(reduce(classifyCreateFailure(error)).createRequestError).toEqual({ kind: 'network' });
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

  it('registers a client by email and by phone, then saves the name with the new token', async () => {
    const api = apiClient();
    const byEmail = await register(api, { mode: 'client', email: 'someone.new@example.jp' });
    expect(byEmail).toEqual(newClient.auth);
    const byPhone = await register(api, {
      mode: 'phoneNumberRegistration',
      loginPhoneNumber: '09038412976',
      password: 'correct-horse-battery',
      phoneNumberVerificationToken: 'stub-phone-verification:2976',
    });
    expect(byPhone.token).toBe(newClient.auth.token);
    const signedIn = apiClient({ token: byEmail.token });
    const saved = await saveName(
      signedIn,
      byEmail.uid,
      { last: '山田', first: '花子', language: 'ja' },
      '09038412976',
    );
    expect(saved.profile.fullNameKanji).toEqual({ last: '山田', first: '花子' });
  });

  it('the mock answers with what was registered: the email typed, then the name saved', async () => {
    const api = apiClient();
    const auth = await register(api, { mode: 'client', email: 'registered.here@example.jp' });
    const signedIn = apiClient({ token: auth.token });
    const fresh = (await signedIn.GET('/auth/current-user')).data!;
    expect(fresh.email).toBe('registered.here@example.jp');
    expect(fresh.email).not.toBe(newClient.email);

    await saveName(signedIn, auth.uid, { last: '佐々木', first: '陽子', language: 'ja' });
    const named = (await signedIn.GET('/auth/current-user')).data!;
    expect(named).toMatchObject({
      id: auth.uid,
      email: 'registered.here@example.jp',
      profile: { fullNameKanji: { last: '佐々木', first: '陽子' } },
    });
    const byId = (await signedIn.GET('/users/{id}', { params: { path: { id: auth.uid } } })).data!;
    expect(byId.profile.fullNameKanji).toEqual({ last: '佐々木', first: '陽子' });

    // Registering again starts the account afresh: no name carried over from before.
    await register(api, { mode: 'client', email: 'another.visitor@example.jp' });
    const again = (await signedIn.GET('/auth/current-user')).data!;
    expect(again.email).toBe('another.visitor@example.jp');
    expect(again.profile.fullNameKanji).toEqual(newClient.user.profile.fullNameKanji);
  });

  it('a registered email is refused with its code', async () => {
    const error = await register(apiClient(), {
      mode: 'client',
      email: fixtures.sessions.client.email,
    }).catch((caught: unknown) => caught);
    expect(classifyCreateFailure(error)).toEqual({ kind: 'code', code: 'EMAIL_ALREADY_REGISTERED' });
  });

  it('finds the open request of the same job type, or answers the not-duplicate marker', async () => {
    const api = apiClient({ token: clientToken });
    const userId = fixtures.sessions.client.user.id;
    expect(await checkDuplicateRequest(api, userId, 'aircon-cleaning')).toBe('req-0002');
    expect(await checkDuplicateRequest(api, userId, 'house-cleaning')).toBe(NOT_DUPLICATE);
    const state = requestModalReducer(
      initialModalState({ jobTypeId: 'aircon-cleaning', context: { prefecture: 'tokyo' } }),
      { type: 'duplicateChecked', duplicateRequestId: 'req-0002' },
    );
    expect(state).toMatchObject({ duplicateRequestId: 'req-0002', loading: false });
    expect(requestModalReducer(state, { type: 'resetDuplicate' }).duplicateRequestId).toBeUndefined();
  });
});

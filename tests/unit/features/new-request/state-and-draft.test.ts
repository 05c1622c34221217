import { describe, expect, it } from 'vitest';
import { classifyCreateFailure, NOT_DUPLICATE } from '../../../../src/features/new-request/api/requests';
import {
  clearAllDrafts,
  clearDraft,
  clearSessionContext,
  draftKey,
  readDraft,
  readSessionContext,
  rememberSessionContext,
  writeDraft,
  type DraftStorage,
} from '../../../../src/features/new-request/draft';
import {
  initialModalState,
  requestModalReducer,
  type RequestModalAction,
} from '../../../../src/features/new-request/state';
import { ApiError } from '../../../../src/api';

const memory = (): DraftStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

describe('request modal state (product spec §3, §4)', () => {
  const start = initialModalState({ jobTypeId: 'plumber', context: { prefecture: 'osaka' } });
  const run = (...actions: RequestModalAction[]) => actions.reduce(requestModalReducer, start);

  it('starts idle with nothing created, checked or failed', () => {
    expect(start).toMatchObject({
      loading: false,
      createdRequest: undefined,
      duplicateRequestId: undefined,
      createRequestError: undefined,
      showingRateLimited: false,
    });
  });

  it('submit → no duplicate → created: loading on, then off with the request stored', () => {
    const created = {
      _id: 'req-1',
      jobTypeId: 'plumber',
      status: 'open' as const,
      createdTime: 'a',
      expirationTime: 'b',
    };
    expect(run({ type: 'submit' }).loading).toBe(true);
    expect(
      run({ type: 'submit' }, { type: 'duplicateChecked', duplicateRequestId: NOT_DUPLICATE }).loading,
    ).toBe(true);
    expect(run({ type: 'submit' }, { type: 'created', request: created })).toMatchObject({
      loading: false,
      createdRequest: created,
    });
  });

  it('a duplicate stops the submission until reset', () => {
    const stopped = run({ type: 'submit' }, { type: 'duplicateChecked', duplicateRequestId: 'req-9' });
    expect(stopped).toMatchObject({ loading: false, duplicateRequestId: 'req-9' });
    expect(requestModalReducer(stopped, { type: 'resetDuplicate' }).duplicateRequestId).toBeUndefined();
  });

  it('a failure ends loading; 429 raises the notice; clearing or submitting again lowers it', () => {
    const limited = run({ type: 'submit' }, { type: 'failed', failure: { kind: 'rateLimited' } });
    expect(limited).toMatchObject({ loading: false, showingRateLimited: true });
    expect(requestModalReducer(limited, { type: 'submit' })).toMatchObject({
      showingRateLimited: false,
      createRequestError: undefined,
    });
    expect(requestModalReducer(limited, { type: 'clearError' }).createRequestError).toBeUndefined();
  });

  it('records timings by milestone', () => {
    expect(run({ type: 'timing', name: 'interactive', at: 42 }).perfTimings).toEqual({ interactive: 42 });
  });
});

describe('classifying a failed creation (§8)', () => {
  const body = (code: string) => ({ error: { code, message: 'x' } });
  it.each([
    [new ApiError('POST /requests', 429, body('RATE_LIMITED')), { kind: 'rateLimited' }],
    [new ApiError('POST /requests', 400, body('CAPTCHA_FAILED')), { kind: 'code', code: 'CAPTCHA_FAILED' }],
    [
      new ApiError('POST /requests', 409, body('DUPLICATE_REQUEST')),
      { kind: 'code', code: 'DUPLICATE_REQUEST' },
    ],
    [new ApiError('POST /requests', 400, undefined), { kind: 'unknown' }],
    [new ApiError('POST /requests', 503, body('SERVICE_UNAVAILABLE')), { kind: 'unknown' }],
    [new TypeError('Failed to fetch'), { kind: 'network' }],
    [new Error('boom'), { kind: 'unknown' }],
  ])('%s → %j', (error, expected) => {
    expect(classifyCreateFailure(error)).toEqual(expected);
  });
});

describe('the draft in session storage', () => {
  const contact = {
    method: 'email' as const,
    email: 'a@example.jp',
    lastName: '山田',
    firstName: '花子',
    phoneNumber: '',
    password: 'secret-pass',
  };

  it('round-trips answers, contact and step, never the password', () => {
    const storage = memory();
    const key = draftKey('house-cleaning');
    writeDraft(
      storage,
      key,
      { answers: { frequency: 'weekly' }, contact, prefecture: 'tokyo', step: 2 },
      1000,
    );
    expect(storage.data.get(key)).not.toContain('secret-pass');
    expect(readDraft(storage, key)).toEqual({
      version: 1,
      answers: { frequency: 'weekly' },
      contact: {
        method: 'email',
        email: 'a@example.jp',
        lastName: '山田',
        firstName: '花子',
        phoneNumber: '',
      },
      prefecture: 'tokyo',
      step: 2,
      savedAt: 1000,
    });
    clearDraft(storage, key);
    expect(readDraft(storage, key)).toBeUndefined();
  });

  it('keeps one draft per job type and booked pro, and ignores malformed or foreign data', () => {
    expect(draftKey('plumber')).not.toBe(draftKey('plumber', 'pro-0001'));
    const storage = memory();
    storage.setItem('d', '{not json');
    expect(readDraft(storage, 'd')).toBeUndefined();
    storage.setItem('d', JSON.stringify({ version: 2, answers: {}, contact: {} }));
    expect(readDraft(storage, 'd')).toBeUndefined();
    expect(readDraft(undefined, 'd')).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const throwing: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeDraft(throwing, 'k', { answers: {}, contact, step: 0 })).not.toThrow();
    expect(readDraft(throwing, 'k')).toBeUndefined();
    expect(() => clearDraft(throwing, 'k')).not.toThrow();
  });

  it('clears every request draft and the session context (on logout), and nothing else', () => {
    const data = new Map([
      ['requestDraft:plumber', '{}'],
      ['requestDraft:house-cleaning:pro-0002', '{}'],
      ['requestSessionContext', '{}'],
      ['other', 'kept'],
    ]);
    const storage = {
      get length() {
        return data.size;
      },
      key: (index: number) => [...data.keys()][index] ?? null,
      removeItem: (key: string) => void data.delete(key),
    };
    clearAllDrafts(storage);
    expect([...data.keys()]).toEqual(['other']);
  });

  it('remembers the first session context only, and clears it', () => {
    const storage = memory();
    rememberSessionContext(storage, { entryPath: '/home/a' });
    rememberSessionContext(storage, { entryPath: '/home/b' });
    expect(readSessionContext(storage)).toEqual({ entryPath: '/home/a' });
    clearSessionContext(storage);
    expect(readSessionContext(storage)).toEqual({});
  });
});

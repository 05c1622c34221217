import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ErrorEvent } from '@sentry/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTERED } from '../../../../src/lib/monitoring/mask';
import type * as Wrapper from '../../../../src/lib/monitoring/sentry';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  setUser: vi.fn(),
}));
vi.mock('@sentry/browser', () => sdk);

type SentryWrapper = typeof Wrapper;
// A fresh module per test: its state (queue, loaded SDK) starts empty.
const loadWrapper = async (): Promise<SentryWrapper> => {
  vi.resetModules();
  return import('../../../../src/lib/monitoring/sentry');
};

const DSN = 'http://public@127.0.0.1:4011/1';

beforeEach(() => {
  sdk.init.mockReset();
  sdk.captureException.mockReset();
  sdk.setUser.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function realisticEvent(): ErrorEvent {
  return {
    type: undefined,
    event_id: 'e1',
    message: 'createRequest failed for hanako@example.com',
    exception: {
      values: [{ type: 'Error', value: 'registration failed: {"email":"hanako@example.com"} already used' }],
    },
    request: {
      url: 'https://zmarket.example/en/home/cleaning/house-cleaning?email=hanako%40example.com&page=2',
      method: 'POST',
      data: {
        jobTypeId: 'house-cleaning',
        email: 'hanako@example.com',
        name: '山田 花子',
        phoneNumber: '090-1234-5678',
        additionalText: '午前中にお願いします',
        placeDescription: 'マンションの3階',
        address: { prefecture: 'tokyo', city: 'minato', line: '芝公園4-2-8' },
        fields: { someText: '猫がいます', rooms: 3, answers: [{ key: 'size', freeText: '広め' }] },
      },
      query_string: 'email=hanako%40example.com&page=2',
      cookies: { anonymous_id: 'anon-1', session: 's' },
      headers: {
        'x-access-token': 'tok-client-1',
        Cookie: 'anonymous_id=anon-1',
        Authorization: 'Bearer secret',
        'recaptcha-v3-token': 'rc',
        'User-Agent': 'Mozilla/5.0',
        Referer: 'https://zmarket.example/start?name=%E8%8A%B1%E5%AD%90',
        'x-ui-language': 'ja',
      },
    },
    user: { id: 'user-1', email: 'hanako@example.com', username: 'hanako', ip_address: '203.0.113.9' },
    extra: {
      payload: { email: 'hanako@example.com', items: [{ loginPhoneNumber: '09012345678', ok: true }] },
      accessToken: 'tok-client-1',
      status: 500,
    },
    contexts: { request: { password: 'p', method: 'POST' }, culture: { locale: 'ja-JP' } },
    tags: { operation: 'createRequest' },
    breadcrumbs: [
      {
        category: 'fetch',
        data: { method: 'GET', url: '/api/users?email=hanako%40example.com', status_code: 200 },
      },
      { category: 'navigation', data: { from: '/start?name=x', to: '/home?phoneNumber=1' } },
      { category: 'console', message: 'saving hanako@example.com', data: { arguments: [{ name: '花子' }] } },
    ],
  };
}

describe('beforeSend', () => {
  it('masks a realistic event', async () => {
    const { beforeSend } = await loadWrapper();
    const original = realisticEvent();
    const masked = beforeSend(original);

    expect(masked.request?.data).toEqual({
      jobTypeId: 'house-cleaning',
      email: FILTERED,
      name: FILTERED,
      phoneNumber: FILTERED,
      additionalText: FILTERED,
      placeDescription: FILTERED,
      address: FILTERED,
      fields: { someText: FILTERED, rooms: 3, answers: [{ key: 'size', freeText: FILTERED }] },
    });
    expect(masked.request?.url).toBe(
      'https://zmarket.example/en/home/cleaning/house-cleaning?email=%5BFiltered%5D&page=2',
    );
    expect(masked.request?.query_string).toBe('email=%5BFiltered%5D&page=2');
    expect(masked.request).not.toHaveProperty('cookies');
    expect(masked.request?.headers).toEqual({
      'User-Agent': 'Mozilla/5.0',
      Referer: 'https://zmarket.example/start?name=%5BFiltered%5D',
      'x-ui-language': 'ja',
    });
    expect(masked.user).toEqual({ id: 'user-1' });
    expect(masked.extra).toEqual({
      payload: { email: FILTERED, items: [{ loginPhoneNumber: FILTERED, ok: true }] },
      accessToken: FILTERED,
      status: 500,
    });
    expect(masked.contexts).toEqual({
      request: { password: FILTERED, method: 'POST' },
      culture: { locale: 'ja-JP' },
    });
    expect(masked.tags).toEqual({ operation: 'createRequest' });
    expect(masked.breadcrumbs).toEqual([
      {
        category: 'fetch',
        data: { method: 'GET', url: '/api/users?email=%5BFiltered%5D', status_code: 200 },
      },
      {
        category: 'navigation',
        data: { from: '/start?name=%5BFiltered%5D', to: '/home?phoneNumber=%5BFiltered%5D' },
      },
      { category: 'console', message: `saving ${FILTERED}`, data: { arguments: [{ name: FILTERED }] } },
    ]);
    expect(masked.message).toBe(`createRequest failed for ${FILTERED}`);
    expect(masked.exception?.values?.[0]?.value).toBe(
      `registration failed: {"email":"${FILTERED}"} already used`,
    );

    const serialized = JSON.stringify(masked);
    for (const secret of [
      'hanako',
      'tok-client-1',
      '09012345678',
      '090-1234-5678',
      '203.0.113.9',
      'Bearer',
      '花子',
    ]) {
      expect(serialized).not.toContain(secret);
    }
    // The input event is left as it was.
    expect(original.request?.headers?.['x-access-token']).toBe('tok-client-1');
  });

  it.each<[string, unknown, unknown]>([
    ['a JSON string body', '{"email":"a@b.jp","jobTypeId":"x"}', '{"email":"[Filtered]","jobTypeId":"x"}'],
    ['a form body', 'email=a%40b.jp&jobTypeId=x', 'email=%5BFiltered%5D&jobTypeId=x'],
    ['a plain text body', 'contact me at a@b.jp', `contact me at ${FILTERED}`],
  ])('masks %s', async (_label, data, expected) => {
    const { beforeSend } = await loadWrapper();
    expect(beforeSend({ type: undefined, request: { data } }).request?.data).toEqual(expected);
  });

  it('masks query strings given as a record or as pairs', async () => {
    const { beforeSend } = await loadWrapper();
    expect(
      beforeSend({ type: undefined, request: { query_string: { email: 'a', page: '2' } } }).request,
    ).toEqual({
      query_string: { email: FILTERED, page: '2' },
    });
    expect(
      beforeSend({
        type: undefined,
        request: {
          query_string: [
            ['name', 'a'],
            ['page', '2'],
          ],
        },
      }).request,
    ).toEqual({
      query_string: [
        ['name', FILTERED],
        ['page', '2'],
      ],
    });
  });

  it('drops a user without id', async () => {
    const { beforeSend } = await loadWrapper();
    expect(beforeSend({ type: undefined, user: { email: 'a@b.jp' } })).not.toHaveProperty('user');
  });

  it('beforeBreadcrumb masks data and URLs', async () => {
    const { beforeBreadcrumb } = await loadWrapper();
    expect(
      beforeBreadcrumb({ category: 'xhr', data: { url: '/api/x?email=a', body: { password: 'p' } } }),
    ).toEqual({
      category: 'xhr',
      data: { url: '/api/x?email=%5BFiltered%5D', body: { password: FILTERED } },
    });
  });
});

// Loads the SDK without the wait after the page's load (the wait has a test of its own).
const NOW = { dsn: DSN, environment: 'prod', loadDelayMs: 0 } as const;

describe('startSentry and captureError', () => {
  it('queues errors until the SDK has loaded, then sends them masked', async () => {
    const wrapper = await loadWrapper();
    const error = new Error('POST /requests failed with HTTP 500');
    wrapper.captureError(error, {
      tags: { operation: 'createRequest' },
      extra: { payload: { email: 'hanako@example.com', jobTypeId: 'gardener' }, token: 'tok-client-1' },
    });
    expect(sdk.captureException).not.toHaveBeenCalled();

    const ready = wrapper.startSentry({ dsn: DSN, environment: 'test', release: 'web@1.0.0' });
    // Nothing is loaded before the first paint.
    expect(sdk.init).not.toHaveBeenCalled();
    await ready;

    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({
      dsn: DSN,
      environment: 'test',
      release: 'web@1.0.0',
      tracesSampleRate: 0.2,
      dataCollection: wrapper.DATA_COLLECTION,
      beforeSend: wrapper.beforeSend,
      beforeBreadcrumb: wrapper.beforeBreadcrumb,
    });
    expect(wrapper.DATA_COLLECTION).toMatchObject({ userInfo: false, cookies: false, httpBodies: [] });
    expect(sdk.captureException).toHaveBeenCalledTimes(1);
    expect(sdk.captureException).toHaveBeenCalledWith(error, {
      tags: { operation: 'createRequest' },
      extra: { payload: { email: FILTERED, jobTypeId: 'gardener' }, token: FILTERED },
    });

    // Once loaded, errors go straight through.
    wrapper.captureError('second');
    expect(sdk.captureException).toHaveBeenCalledTimes(2);
    expect(sdk.captureException).toHaveBeenLastCalledWith('second', {});
  });

  it('waits a while after the page has loaded, but loads at once when an error comes', async () => {
    vi.useFakeTimers();
    try {
      const wrapper = await loadWrapper();
      const ready = wrapper.startSentry({ dsn: DSN, environment: 'prod' });
      await vi.advanceTimersByTimeAsync(wrapper.SDK_LOAD_DELAY_MS - 100);
      expect(sdk.init).not.toHaveBeenCalled();
      wrapper.captureError(new Error('early'));
      await vi.runAllTimersAsync();
      await ready;
      expect(sdk.init).toHaveBeenCalledTimes(1);
      expect(sdk.captureException).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for requestIdleCallback when the browser has it', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => {
        idle = callback;
        return 1;
      }),
    );
    const wrapper = await loadWrapper();
    const ready = wrapper.startSentry({ dsn: DSN, environment: 'prod', loadDelayMs: 0 });
    // The load waits on the browser's idle callback: once it is asked for, nothing has loaded.
    await vi.waitFor(() => expect(idle).toBeTypeOf('function'));
    expect(sdk.init).not.toHaveBeenCalled();
    idle?.();
    await ready;
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a DSN and drops reported errors', async () => {
    vi.useFakeTimers();
    try {
      const wrapper = await loadWrapper();
      wrapper.captureError(new Error('queued before'));
      await wrapper.startSentry({ environment: 'development' });
      wrapper.captureError(new Error('after'));
      // Every timer the wrapper could have set (the load delay included) runs, and the promises
      // after them settle: still nothing loaded or sent.
      await vi.advanceTimersByTimeAsync(10 * wrapper.SDK_LOAD_DELAY_MS);
      await vi.runAllTimersAsync();
      expect(sdk.init).not.toHaveBeenCalled();
      expect(sdk.captureException).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('initialises once', async () => {
    const wrapper = await loadWrapper();
    await Promise.all([wrapper.startSentry(NOW), wrapper.startSentry(NOW)]);
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });

  it('keeps at most MAX_QUEUED_ERRORS waiting', async () => {
    const wrapper = await loadWrapper();
    for (let i = 0; i < wrapper.MAX_QUEUED_ERRORS + 5; i += 1) wrapper.captureError(new Error(`e${i}`));
    await wrapper.startSentry(NOW);
    expect(sdk.captureException).toHaveBeenCalledTimes(wrapper.MAX_QUEUED_ERRORS);
  });

  it('sets only the user id, also when set before the SDK loaded', async () => {
    const wrapper = await loadWrapper();
    wrapper.setSentryUser('user-1');
    await wrapper.startSentry(NOW);
    expect(sdk.setUser).toHaveBeenCalledWith({ id: 'user-1' });
    wrapper.setSentryUser(null);
    expect(sdk.setUser).toHaveBeenLastCalledWith(null);
  });

  it('never throws when the SDK does', async () => {
    const wrapper = await loadWrapper();
    sdk.captureException.mockImplementation(() => {
      throw new Error('sdk broke');
    });
    await wrapper.startSentry(NOW);
    expect(() => wrapper.captureError(new Error('x'))).not.toThrow();
  });
});

describe('the SDK stays out of the first chunk', () => {
  const srcDir = join(__dirname, '../../../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );

  const mentions = (file: string, pattern: RegExp): string[] =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => pattern.test(line) && !/^\s*(\/\/|\*)/.test(line));

  it('only sentry-sdk.ts loads @sentry/browser (sentry.ts takes its types), and only with import()', () => {
    const sdk = /['"]@sentry\/browser['"]/;
    const users = files(srcDir).filter((file) => mentions(file, sdk).length > 0);
    expect(users.map((file) => relative(srcDir, file)).sort()).toEqual([
      'lib/monitoring/sentry-sdk.ts',
      'lib/monitoring/sentry.ts',
    ]);
    for (const line of mentions(join(srcDir, 'lib/monitoring/sentry.ts'), sdk))
      expect(line).toMatch(/^import type .* from '@sentry\/browser';$/);
    // The SDK module is named, not the whole package: the chunk holds what the app calls.
    expect(mentions(join(srcDir, 'lib/monitoring/sentry-sdk.ts'), sdk)).toEqual([
      "export { captureException, init, setUser } from '@sentry/browser';",
    ]);
    const loaders = files(srcDir).filter((file) => mentions(file, /['"]\.\/sentry-sdk['"]/).length > 0);
    expect(loaders.map((file) => relative(srcDir, file))).toEqual(['lib/monitoring/sentry.ts']);
    for (const line of mentions(join(srcDir, 'lib/monitoring/sentry.ts'), /['"]\.\/sentry-sdk['"]/))
      expect(line).toMatch(/import\('\.\/sentry-sdk'\)|^import type \* as SentrySdk from '\.\/sentry-sdk';$/);
  });
});

// @vitest-environment jsdom
// The app's loader of the phone-login widget: the script added once per URL, the shared state
// (loading → initialized, or failed after 5000 ms with the timeout reported through the app's
// monitoring, tagged), a retry after a failure adding the script afresh, and verification through
// the widget's verify with the page's language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '../../../../src/lib/monitoring';
import {
  loadPhoneLoginWidget,
  phoneLoginWidgetState,
  phoneVerificationFor,
  WIDGET_TIMEOUT_MESSAGE,
} from '../../../../src/lib/phone-login';

vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

const scripts = (url: string) =>
  [...document.querySelectorAll<HTMLScriptElement>('script[data-phone-login-widget]')].filter(
    (script) => script.dataset.phoneLoginWidget === url,
  );
const setWidget = (value: unknown) => {
  (window as { phoneLoginWidget?: unknown }).phoneLoginWidget = value;
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(reportError).mockClear();
  setWidget(undefined);
});
afterEach(() => vi.useRealTimers());

describe('loadPhoneLoginWidget', () => {
  it('adds the script once and is initialized when the widget says so', async () => {
    const url = '/widgets/ready.js';
    const verify = vi.fn(async () => 'pv-token');
    const loading = loadPhoneLoginWidget(url);
    expect(scripts(url)).toHaveLength(1);
    expect(scripts(url)[0]?.getAttribute('src')).toBe(url);
    expect(phoneLoginWidgetState(url)).toBe('loading');
    expect(loadPhoneLoginWidget(url)).toBe(loading);

    setWidget({ initialized: false, verify });
    await vi.advanceTimersByTimeAsync(300);
    expect(phoneLoginWidgetState(url)).toBe('loading');
    setWidget({ initialized: true, verify });
    await vi.advanceTimersByTimeAsync(100);
    expect(phoneLoginWidgetState(url)).toBe('initialized');
    await expect(loading).resolves.toMatchObject({ initialized: true });
    expect(loadPhoneLoginWidget(url)).toBe(loading);
    expect(scripts(url)).toHaveLength(1);
    expect(reportError).not.toHaveBeenCalled();

    // Verification goes through the widget with the number and the page's language.
    const verification = phoneVerificationFor(
      { phoneLoginWidgetUrl: url, phoneVerification: undefined },
      'en',
    );
    await expect(verification?.verify('09038412976')).resolves.toBe('pv-token');
    expect(verify).toHaveBeenCalledWith({ phoneNumber: '09038412976', language: 'en' });
  });

  it('fails after 5000 ms, reports the timeout tagged, and a retry adds the script afresh', async () => {
    const url = '/widgets/never.js';
    const loading = loadPhoneLoginWidget(url);
    const failed = vi.fn();
    loading.catch(failed);
    const first = scripts(url)[0];
    await vi.advanceTimersByTimeAsync(4_999);
    expect(phoneLoginWidgetState(url)).toBe('loading');
    expect(reportError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(phoneLoginWidgetState(url)).toBe('failed');
    await expect(loading).rejects.toThrow(WIDGET_TIMEOUT_MESSAGE);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reportError).mock.calls[0]).toEqual([
      failed.mock.calls[0]?.[0],
      { tags: { area: 'phone-login-widget' } },
    ]);

    const retry = loadPhoneLoginWidget(url);
    expect(retry).not.toBe(loading);
    expect(phoneLoginWidgetState(url)).toBe('loading');
    expect(scripts(url)).toHaveLength(1);
    expect(scripts(url)[0]).not.toBe(first);
    setWidget({ initialized: true, verify: async () => 'pv-again' });
    await vi.advanceTimersByTimeAsync(100);
    expect(phoneLoginWidgetState(url)).toBe('initialized');
  });

  it('without a widget URL the stub verifies, and without either nothing does', async () => {
    const stub = phoneVerificationFor({ phoneLoginWidgetUrl: undefined, phoneVerification: 'stub' }, 'ja');
    await expect(stub?.verify('09038412976')).resolves.toBe('stub-phone-verification:2976');
    expect(phoneVerificationFor({ phoneLoginWidgetUrl: undefined, phoneVerification: undefined }, 'ja')).toBe(
      undefined,
    );
  });
});

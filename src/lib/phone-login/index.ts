// The phone-login widget for the app: its script loaded once per page (again after a failure,
// when the visitor retries), its state shared by every part that shows it, and phone verification
// through it. See widget.ts for the state machine.
import { useEffect, useSyncExternalStore } from 'react';
import { stubPhoneVerification, type PhoneVerificationAdapter } from '../captcha';
import type { AppConfig } from '../config';
import { reportError } from '../monitoring';
import { readyWidget, waitForWidget, type PhoneLoginWidget, type WidgetState } from './widget';

export { WIDGET_TIMEOUT_MESSAGE, type PhoneLoginWidget, type WidgetState } from './widget';

interface Load {
  url: string;
  state: { current: WidgetState };
  widget: Promise<PhoneLoginWidget>;
}

let load: Load | undefined;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Adds the widget's script (once per URL) and waits for it (5000 ms, polled every 100 ms). A
 * timeout is reported (tags: area phone-login-widget) and rejects; a later call tries again with
 * the script added afresh.
 */
export function loadPhoneLoginWidget(url: string): Promise<PhoneLoginWidget> {
  if (load && load.url === url && load.state.current !== 'failed') return load.widget;
  const added = () =>
    [...document.querySelectorAll<HTMLScriptElement>('script[data-phone-login-widget]')].find(
      (script) => script.dataset.phoneLoginWidget === url,
    );
  // A retry after a timeout fetches the script afresh (the last one may never have arrived).
  if (load?.url === url) added()?.remove();
  if (!added()) {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.phoneLoginWidget = url;
    document.head.append(script);
  }
  const state: Load['state'] = { current: 'loading' };
  const widget = waitForWidget({
    probe: () => readyWidget(window),
    onState: (next) => {
      state.current = next;
      changed();
    },
    report: (error) => reportError(error, { tags: { area: 'phone-login-widget' } }),
  });
  load = { url, state, widget };
  changed();
  // Whoever waits sees the rejection; this copy only keeps an unawaited failure from being unhandled.
  widget.catch(() => undefined);
  return widget;
}

/** The widget script's state for `url` (undefined before it is asked for, and on the server). */
export function phoneLoginWidgetState(url: string | undefined): WidgetState | undefined {
  return url && load?.url === url ? load.state.current : undefined;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Loads the widget when the part showing it mounts and follows its state; `retry` starts again
 * after a failure. Without a URL (none configured) nothing loads and the state stays undefined.
 */
export function usePhoneLoginWidget(url: string | undefined): {
  state: WidgetState | undefined;
  retry: () => void;
} {
  const state = useSyncExternalStore(
    subscribe,
    () => phoneLoginWidgetState(url),
    () => undefined,
  );
  useEffect(() => {
    if (url) void loadPhoneLoginWidget(url).catch(() => undefined);
  }, [url]);
  return { state, retry: () => void (url && loadPhoneLoginWidget(url).catch(() => undefined)) };
}

/** Phone verification through the widget: its dialog, then the token it hands back. */
export function widgetPhoneVerification(url: string, language: string): PhoneVerificationAdapter {
  return {
    verify: async (phoneNumber) => (await loadPhoneLoginWidget(url)).verify({ phoneNumber, language }),
  };
}

/**
 * How this build verifies a phone number for registering by phone: the configured widget, else
 * the stub (`VITE_PHONE_VERIFICATION=stub`), else not at all (registration by email only).
 */
export function phoneVerificationFor(
  config: Pick<AppConfig, 'phoneLoginWidgetUrl' | 'phoneVerification'>,
  language: string,
): PhoneVerificationAdapter | undefined {
  if (config.phoneLoginWidgetUrl) return widgetPhoneVerification(config.phoneLoginWidgetUrl, language);
  return config.phoneVerification === 'stub' ? stubPhoneVerification : undefined;
}

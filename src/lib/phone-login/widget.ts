// The phone-login widget: the provider's script proves that the visitor owns a phone number (an
// SMS code) and hands back the `phoneNumberVerificationToken` that registering by phone sends
// (POST /auth/register, mode phoneNumberRegistration). Its script state (§4): `loading` from the
// moment the script is added, then `initialized` once the widget says so, or `failed` after
// 5000 ms of polling every 100 ms, with the error "timeout waiting for the external widget" (§8),
// which is reported. The script is configuration (VITE_PHONE_LOGIN_WIDGET_URL): the provider's,
// or the mock kit's stand-in on the companion (mocks/companion.ts).

/** What the widget's script puts on `window.phoneLoginWidget`. */
export interface PhoneLoginWidget {
  /** Set once the widget can verify (the script may still be setting itself up after it ran). */
  initialized: boolean;
  /** Opens the widget's own dialog for `phoneNumber`; resolves with the verification token. */
  verify: (options: { phoneNumber: string; language: string }) => Promise<string>;
}

export type WidgetState = 'loading' | 'initialized' | 'failed';

export const WIDGET_TIMEOUT_MS = 5_000;
export const WIDGET_POLL_MS = 100;
export const WIDGET_TIMEOUT_MESSAGE = 'timeout waiting for the external widget';

export interface WaitOptions<T> {
  /** The widget when it is ready, undefined while it is not. */
  probe: () => T | undefined;
  /** Each state as it is entered: `loading` at once, then `initialized` or `failed`. */
  onState?: (state: WidgetState) => void;
  /** Called with the timeout error before the promise rejects with it. */
  report?: (error: Error) => void;
  timeoutMs?: number;
  pollMs?: number;
}

/**
 * Waits for the widget: probes at once and then every `pollMs`; the first probe that finds it
 * resolves (`initialized`); when `timeoutMs` have passed without it, `failed`: the timeout error
 * is reported and the promise rejects with it.
 */
export function waitForWidget<T>({
  probe,
  onState,
  report,
  timeoutMs = WIDGET_TIMEOUT_MS,
  pollMs = WIDGET_POLL_MS,
}: WaitOptions<T>): Promise<T> {
  onState?.('loading');
  return new Promise<T>((resolve, reject) => {
    let waited = 0;
    const poll = () => {
      const widget = probe();
      if (widget !== undefined) {
        onState?.('initialized');
        resolve(widget);
        return;
      }
      if (waited >= timeoutMs) {
        const error = new Error(WIDGET_TIMEOUT_MESSAGE);
        onState?.('failed');
        report?.(error);
        reject(error);
        return;
      }
      waited += pollMs;
      setTimeout(poll, pollMs);
    };
    poll();
  });
}

/** The widget on `window`, once it says it is initialized. */
export function readyWidget(target: object = globalThis): PhoneLoginWidget | undefined {
  const widget = (target as { phoneLoginWidget?: Partial<PhoneLoginWidget> }).phoneLoginWidget;
  return widget?.initialized === true && typeof widget.verify === 'function'
    ? (widget as PhoneLoginWidget)
    : undefined;
}

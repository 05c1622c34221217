/**
 * reCAPTCHA behind one adapter (the request form sends `recaptcha-response` and
 * `recaptcha-v3-token`). The real adapter loads Google's script on first use; the stub, for the
 * mock kit and development, answers at once with a marked token. Without a site key no token is
 * sent at all.
 */
export interface CaptchaAdapter {
  /** A v3 token for `action`, or undefined when none could be had (the request goes without). */
  v3Token: (action: string) => Promise<string | undefined>;
}

const stubCaptcha: CaptchaAdapter = {
  v3Token: async (action) => `stub-recaptcha-v3:${action}`,
};

const noCaptcha: CaptchaAdapter = { v3Token: async () => undefined };

interface GoogleRecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

/** Waits this long for the script before sending without a token. */
const SCRIPT_TIMEOUT_MS = 5_000;

function recaptchaV3(siteKey: string): CaptchaAdapter {
  let loaded: Promise<GoogleRecaptcha> | undefined;
  const load = () =>
    (loaded ??= new Promise<GoogleRecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onerror = () => reject(new Error('reCAPTCHA script failed to load'));
      script.onload = () => {
        const grecaptcha = (window as unknown as { grecaptcha?: GoogleRecaptcha }).grecaptcha;
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
        else reject(new Error('reCAPTCHA script loaded without grecaptcha'));
      };
      document.head.append(script);
      setTimeout(() => reject(new Error('timeout waiting for reCAPTCHA')), SCRIPT_TIMEOUT_MS);
    }));
  return {
    v3Token: async (action) => {
      try {
        const grecaptcha = await load();
        // A request must not wait for ever on the token: without one the server decides.
        return await Promise.race([
          grecaptcha.execute(siteKey, { action }),
          new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), SCRIPT_TIMEOUT_MS)),
        ]);
      } catch {
        loaded = undefined;
        return undefined;
      }
    },
  };
}

/** The adapter for a configured value: a site key, `stub`, or nothing. */
export function captchaFor(setting: string | undefined): CaptchaAdapter {
  if (!setting) return noCaptcha;
  return setting === 'stub' ? stubCaptcha : recaptchaV3(setting);
}

/**
 * Phone-number verification for registering by phone: the provider's widget proves the visitor
 * owns the number and hands back `phoneNumberVerificationToken`. The provider is not known (product
 * spec: "not shown"), so only the stub exists; without it the form offers email registration only.
 */
export interface PhoneVerificationAdapter {
  verify: (phoneNumber: string) => Promise<string>;
}

export const stubPhoneVerification: PhoneVerificationAdapter = {
  verify: async (phoneNumber) => `stub-phone-verification:${phoneNumber.slice(-4)}`,
};

// The running app's configuration. Builds are checked at build time (scripts/lib/app-env.ts); the
// development server runs against the mock kit with these defaults.
import { parseExperimentIds } from './experiment-ids';

export type AppEnvironment = 'development' | 'preProd' | 'prod';

export interface AppConfig {
  apiBaseUrl: string;
  sentryDsn: string | undefined;
  environment: AppEnvironment;
  /** The production public host: the email rule refuses plus signs there. */
  publicHost: string;
  /** Development build: the scenario switch and loud contract checks. */
  development: boolean;
  /** reCAPTCHA v3: a site key, `stub` (mock kit and development) or unset (no token sent). */
  recaptcha: string | undefined;
  /** Phone verification for registering by phone: `stub` (mock kit and development) or unset. */
  phoneVerification: 'stub' | undefined;
  /**
   * The phone-login widget's script (VITE_PHONE_LOGIN_WIDGET_URL: the provider's, or the mock kit's
   * stand-in); set, phone numbers are verified through it (src/lib/phone-login).
   */
  phoneLoginWidgetUrl: string | undefined;
  /**
   * The ids of the experiments running in this build's environment, by experiment key
   * (`VITE_EXPERIMENT_IDS=phoneLogin=123,bookThisPro=456`). An experiment without an id is not run.
   */
  experimentIds: Record<string, string>;
  /** LINE's authorization URL for signing in with LINE (VITE_LINE_SIGN_IN_URL); unset: no LINE sign-in. */
  lineSignInUrl: string | undefined;
}

export function readConfig(
  env: ImportMetaEnv & { DEV: boolean },
  location: Pick<Location, 'protocol' | 'host'>,
): AppConfig {
  const dsn = env.VITE_SENTRY_DSN ?? 'same-origin';
  return {
    apiBaseUrl: env.VITE_API_BASE_URL ?? '/api',
    // `same-origin`: the mock kit's Sentry sink, reached through the dev/preview proxy.
    sentryDsn:
      dsn === 'off'
        ? undefined
        : dsn === 'same-origin'
          ? `${location.protocol}//public@${location.host}/1`
          : dsn,
    environment: env.DEV ? 'development' : (env.VITE_APP_ENV ?? 'preProd'),
    publicHost: env.VITE_PUBLIC_HOST ?? 'localhost',
    development: env.DEV,
    recaptcha: env.VITE_RECAPTCHA_SITE_KEY ?? (env.DEV ? 'stub' : undefined),
    phoneVerification:
      (env.VITE_PHONE_VERIFICATION ?? (env.DEV ? 'stub' : undefined)) === 'stub' ? 'stub' : undefined,
    phoneLoginWidgetUrl: env.VITE_PHONE_LOGIN_WIDGET_URL || undefined,
    experimentIds: parseExperimentIds(env.VITE_EXPERIMENT_IDS),
    lineSignInUrl: env.VITE_LINE_SIGN_IN_URL || undefined,
  };
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_APP_ENV?: 'preProd' | 'prod';
  readonly VITE_PUBLIC_HOST?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  readonly VITE_PHONE_VERIFICATION?: string;
  readonly VITE_PHONE_LOGIN_WIDGET_URL?: string;
  /** `on` in builds against the mock kit: the scenario switch stays in (static, so tree-shaken elsewhere). */
  readonly VITE_MOCK_SCENARIOS?: 'on';
  /** The experiment ids of the build's environment: `key=id,key=id`. */
  readonly VITE_EXPERIMENT_IDS?: string;
  /** LINE's authorization URL (sign in with LINE). */
  readonly VITE_LINE_SIGN_IN_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// The deployable build's configuration, from environment variables, parsed with zod at build
// time (vite.config.ts). A production build without them fails with the list of what is missing.
import { z } from 'zod';

const url = z
  .string()
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'a path (/api) or an http(s) URL');

export const appEnvSchema = z.object({
  VITE_API_BASE_URL: url.describe('where the API is, e.g. /api or https://api.example.jp/api'),
  VITE_SENTRY_DSN: z
    .union([z.literal('same-origin'), z.literal('off'), z.url()])
    .describe(
      'the Sentry DSN; `same-origin` sends to the mock kit sink through the proxy; `off` disables reporting',
    ),
  VITE_APP_ENV: z.enum(['preProd', 'prod']).describe('preProd or prod: picks the experiment ids'),
  VITE_PUBLIC_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'a host name, e.g. www.example.jp')
    .describe('the production public host (the email rule refuses plus signs there)'),
  VITE_RECAPTCHA_SITE_KEY: z
    .string()
    .min(1)
    .optional()
    .describe('optional: the reCAPTCHA v3 site key, or `stub`; unset sends no captcha token'),
  VITE_PHONE_VERIFICATION: z
    .literal('stub')
    .optional()
    .describe('optional: `stub` offers registering by phone with a stub verification (mock kit only)'),
  VITE_PHONE_LOGIN_WIDGET_URL: url
    .optional()
    .describe(
      "optional: the phone-login widget's script (its origin also in CSP_SCRIPT_SRC); set, phone numbers are verified through it",
    ),
  VITE_EXPERIMENT_IDS: z
    .string()
    .regex(/^([A-Za-z0-9]+=[A-Za-z0-9_.:-]+)(,[A-Za-z0-9]+=[A-Za-z0-9_.:-]+)*$/, 'key=id,key=id')
    .optional()
    .describe(
      "optional: the experiment ids of this build's environment (VITE_APP_ENV), `key=id,…`; an experiment without one is not run",
    ),
  VITE_LINE_SIGN_IN_URL: url
    .optional()
    .describe(
      "optional: LINE's authorization URL (or the mock kit's stand-in, /mock-providers/line/authorize?…); set, the sign-in page offers signing in with LINE",
    ),
  VITE_MOCK_SCENARIOS: z
    .literal('on')
    .optional()
    .describe('optional: `on` keeps the mock scenario switch (?mock=…) in a build against the mock kit'),
});

export type AppEnv = z.infer<typeof appEnvSchema>;

/** Parses the variables, or throws an error that lists each missing or wrong one. */
export function parseAppEnv(env: Record<string, string | undefined>): AppEnv {
  const result = appEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const description = appEnvSchema.shape[name as keyof AppEnv]?.description ?? '';
    return `  - ${name}: ${env[name] === undefined ? 'missing' : issue.message} (${description})`;
  });
  throw new Error(
    `The build's configuration is incomplete:\n${lines.join('\n')}\nSet them in the environment or in .env.production.`,
  );
}

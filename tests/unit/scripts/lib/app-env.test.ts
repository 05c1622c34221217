// The deployable build refuses to start without its configuration, and says what is missing.
import { describe, expect, it } from 'vitest';
import { parseAppEnv } from '../../../../scripts/lib/app-env';

describe('parseAppEnv', () => {
  it('accepts a complete configuration', () => {
    expect(
      parseAppEnv({
        VITE_API_BASE_URL: 'https://api.example.jp/api',
        VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/1',
        VITE_APP_ENV: 'prod',
        VITE_PUBLIC_HOST: 'www.example.jp',
      }),
    ).toMatchObject({ VITE_APP_ENV: 'prod' });
  });

  it('lists every missing or wrong variable with what it is for', () => {
    let message = '';
    try {
      parseAppEnv({ VITE_APP_ENV: 'staging', VITE_PUBLIC_HOST: 'https://www.example.jp/' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/VITE_API_BASE_URL: missing \(where the API is/);
    expect(message).toMatch(/VITE_SENTRY_DSN: missing/);
    expect(message).toMatch(/VITE_APP_ENV: .*preProd or prod/);
    expect(message).toMatch(/VITE_PUBLIC_HOST: .*host name/);
  });
});

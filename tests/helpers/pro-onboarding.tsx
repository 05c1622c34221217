// The pro onboarding as its route shows it, for component tests: a new pro who has saved their
// service area, a fake API that answers their user (and what a test gives for its saves), and the
// onboarding on a step of the test's choosing that follows the steps it is sent to; or the
// onboarding's route itself, with the signed-in layout and the sign-in page around it. And the
// registration that opens it, for tests of what the sign-up page says once the account is made.
import type { AnyRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { vi } from 'vitest';
import type { ApiClient, AuthToken, User } from '../../src/api';
import type { AuthSession } from '../../src/features/auth/store';
import { ProOnboarding } from '../../src/features/pro-signup/components/ProOnboarding';
import { Route as OnboardingRoute } from '../../src/routes/_auth/pro.onboarding';
import type { OnboardingStep } from '../../src/features/pro-signup/steps';
import { showSignupPage, type SignupPageOptions } from './pro-signup-page';
import { appWithSession } from './session-app';
import { registeringPro } from './users';

/** A new pro who has saved the service area (in Shibuya); `overrides` add what else they saved. */
export const proWithArea = (id: string, overrides: Partial<Omit<User, 'proProfile'>> = {}): User =>
  registeringPro({
    id,
    email: `${id}@example.jp`,
    proRegistrationStep: 'avatar',
    proProfile: {
      location: { prefecture: 'tokyo', city: 'shibuya-ku' },
      availableLocations: { cities: { 'shibuya-ku': true } },
    },
    ...overrides,
  });

/** The onboarding's API: `pro` as their user, empty lists elsewhere; `saves` answers POST and PUT. */
export const onboardingApi = (pro: User, saves?: (...args: unknown[]) => Promise<unknown>): ApiClient =>
  ({
    GET: (path: string) => Promise.resolve({ data: path === '/users/{id}' ? pro : [] }),
    ...(saves && { POST: saves, PUT: saves }),
  }) as unknown as ApiClient;

/** The onboarding from `step`, moving to each step it is sent to (`onStep` and `onUserSaved` told). */
export function OnboardingFrom({
  pro,
  step: first,
  language = 'ja',
  onStep,
  onUserSaved,
}: {
  pro: User;
  step: OnboardingStep;
  language?: 'ja' | 'en';
  onStep?: (step: OnboardingStep) => void;
  onUserSaved?: (user: User) => void;
}) {
  const [step, setStep] = useState<OnboardingStep | undefined>(first);
  return (
    <ProOnboarding
      userId={pro.id}
      language={language}
      step={step}
      onStep={(next) => {
        onStep?.(next);
        setStep(next);
      }}
      onUserSaved={(user) => onUserSaved?.(user)}
      onFinished={() => Promise.resolve()}
    />
  );
}

/**
 * The onboarding as the app shows it to a signed-in pro, for tests that cross the session: the real
 * `_auth` layout, sign-in route and onboarding route (`/pro/onboarding`) under a root like the
 * app's (lang kept, the /en rewrite; session-app.tsx's app), with `session` and `api` in the
 * router's context (and `api` for the components' `useApi()`). The last of `entries` is current;
 * `show` renders it.
 */
export function onboardingApp(
  entries: readonly string[],
  session: AuthSession,
  api: ApiClient,
  language: 'ja' | 'en' = 'ja',
) {
  return appWithSession(entries, session, {
    language,
    api,
    // The route file, placed as the generated route tree places it.
    signedIn: (signedInOnly) => [
      OnboardingRoute.update({
        id: '/pro/onboarding',
        path: '/pro/onboarding',
        getParentRoute: () => signedInOnly,
      } as never) as unknown as AnyRoute,
    ],
  });
}

/**
 * The new account's sign-in (what adopts the registration's token, as the session does): it fails
 * first with `failure`, then does `then`; its calls are the tokens it was given.
 */
export const signInFailingFirst = (failure: unknown, then: (auth: AuthToken) => Promise<void>) =>
  vi.fn<(auth: AuthToken) => Promise<void>>().mockRejectedValueOnce(failure).mockImplementation(then);

/**
 * The sign-up page as its route shows it (pro-signup-page.tsx, with `userLoad` and `options`), the
 * messages a test reads (`said`, by language) in its `text` beside the page's labels and buttons.
 */
export async function signupPageSaying<Ja extends object, En extends object>(
  said: { ja: Ja; en: En },
  language: 'ja' | 'en',
  userLoad?: () => Promise<unknown>,
  options?: SignupPageOptions,
) {
  const page = await showSignupPage(language, userLoad, options);
  return { ...page, text: { ...page.text, ...said[language] } };
}

// The pro onboarding as its route shows it, for component tests: a new pro who has saved their
// service area, a fake API that answers their user (and what a test gives for its saves), and the
// onboarding on a step of the test's choosing that follows the steps it is sent to; or the
// onboarding's route itself, with the signed-in layout and the sign-in page around it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  Outlet,
  retainSearchParams,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiContext, type ApiClient, type User } from '../../src/api';
import { languageRewrite } from '../../src/app/language-rewrite';
import type { AuthSession } from '../../src/features/auth/store';
import { ProOnboarding } from '../../src/features/pro-signup/components/ProOnboarding';
import { createI18n } from '../../src/lib/i18n';
import { resources } from '../../src/lib/i18n/all-resources';
import { Route as SignedInOnlyRoute } from '../../src/routes/_auth';
import { Route as OnboardingRoute } from '../../src/routes/_auth/pro.onboarding';
import { Route as SignInRoute } from '../../src/routes/sign-in';
import type { OnboardingStep } from '../../src/features/pro-signup/steps';
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
 * app's (lang kept, the /en rewrite), with `session` and `api` in the router's context (and `api`
 * for the components' `useApi()`). The last of `entries` is current; `show` renders it.
 */
export function onboardingApp(
  entries: readonly string[],
  session: AuthSession,
  api: ApiClient,
  language: 'ja' | 'en' = 'ja',
) {
  const i18n = createI18n(language, resources);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRouteWithContext<Record<string, unknown>>()({
    validateSearch: (search: Record<string, unknown>) =>
      search.lang === 'en' ? { lang: 'en' as const } : {},
    search: { middlewares: [retainSearchParams(['lang'])] },
    beforeLoad: ({ search }) => ({ language: search.lang === 'en' ? 'en' : 'ja' }),
    component: () => <Outlet />,
  });
  // The route files, placed as the generated route tree places them.
  const signedInOnly = SignedInOnlyRoute.update({
    id: '/_auth',
    getParentRoute: () => root,
  } as never) as unknown as AnyRoute;
  const signIn = SignInRoute.update({
    id: '/sign-in',
    path: '/sign-in',
    getParentRoute: () => root,
  } as never) as unknown as AnyRoute;
  const onboarding = OnboardingRoute.update({
    id: '/pro/onboarding',
    path: '/pro/onboarding',
    getParentRoute: () => signedInOnly,
  } as never) as unknown as AnyRoute;
  const router = createRouter({
    routeTree: root.addChildren([signedInOnly.addChildren([onboarding]), signIn]),
    history: createMemoryHistory({ initialEntries: [...entries], initialIndex: entries.length - 1 }),
    context: {
      auth: session,
      api,
      queryClient,
      i18n,
      config: { publicHost: 'localhost', lineSignInUrl: undefined },
    },
    rewrite: languageRewrite,
  });
  const show = () =>
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ApiContext.Provider value={api}>
            <RouterProvider router={router as never} />
          </ApiContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  return { router, show };
}

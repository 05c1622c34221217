// The pro onboarding as its route shows it, for component tests: a new pro who has saved their
// service area, a fake API that answers their user (and what a test gives for its saves), and the
// onboarding on a step of the test's choosing that follows the steps it is sent to.
import { useState } from 'react';
import type { ApiClient, User } from '../../src/api';
import { ProOnboarding } from '../../src/features/pro-signup/components/ProOnboarding';
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

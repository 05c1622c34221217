// @vitest-environment jsdom
// The heading a step change focuses is the one the step hands the onboarding, not the first h2 the
// step happens to render: here the basic-info step (a stand-in) shows another h2 above its own,
// as a notice or a section of a step might one day.
import { cleanup, configure } from '@testing-library/react';
import { useState, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, User } from '../../../../src/api';
import { ProOnboarding } from '../../../../src/features/pro-signup/components/ProOnboarding';
import type { OnboardingStep } from '../../../../src/features/pro-signup/steps';
import { renderUi } from '../../../helpers/render-ui';
import { registeringPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
vi.mock('../../../../src/features/pro-signup/components/BasicInfoStep', () => ({
  BasicInfoStep: ({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) => (
    <section>
      <h2>お知らせ</h2>
      <h2 ref={headingRef} tabIndex={-1}>
        基本情報
      </h2>
    </section>
  ),
}));
afterEach(cleanup);

/** A new pro who has saved the service area and their name: the photo step is theirs. */
const atAvatar: User = registeringPro({
  id: 'user-pro-heading',
  email: 'heading@example.jp',
  proRegistrationStep: 'avatar',
  profile: { isCompany: false, fullNameKanji: { last: '山田', first: '太郎' } },
  proProfile: {
    location: { prefecture: 'tokyo', city: 'shibuya-ku' },
    availableLocations: { cities: { 'shibuya-ku': true } },
  } as never,
});

function Onboarding() {
  const [step, setStep] = useState<OnboardingStep | undefined>('avatar');
  return (
    <ProOnboarding
      userId={atAvatar.id}
      language="ja"
      step={step}
      onStep={(next) => setStep(next)}
      onUserSaved={() => undefined}
      onFinished={() => Promise.resolve()}
    />
  );
}

describe('a step change', () => {
  it('focuses the heading the step names, not another h2 shown above it', async () => {
    const api = {
      GET: (path: string) => Promise.resolve({ data: path === '/users/{id}' ? atAvatar : [] }),
    } as unknown as ApiClient;
    const { screen, user } = await renderUi(<Onboarding />, { api });
    await screen.findByRole('heading', { name: 'プロフィール写真', level: 2 });

    await user.click(screen.getByRole('button', { name: '戻る' }));
    const heading = await screen.findByRole('heading', { name: '基本情報', level: 2 });
    expect(document.activeElement).toBe(heading);
  });
});

// @vitest-environment jsdom
// The keyboard user's place in the onboarding (an audit found it lost at the page's start): a step
// reached by Back (or by a save) has the focus on its heading, as the button pressed goes with the
// step before; a save that runs or fails keeps the focus on its button, busy rather than disabled,
// and a second press meanwhile sends nothing.
import { act, cleanup, configure } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type User } from '../../../../src/api';
import { BasicInfoStep } from '../../../../src/features/pro-signup/components/BasicInfoStep';
import { ProOnboarding } from '../../../../src/features/pro-signup/components/ProOnboarding';
import type { OnboardingStep } from '../../../../src/features/pro-signup/steps';
import { renderUi } from '../../../helpers/render-ui';
import { registeringPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

/** A new pro who has saved the service area and their name: the photo step is theirs. */
const atAvatar: User = registeringPro({
  id: 'user-pro-focus',
  email: 'focus@example.jp',
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

describe('the onboarding keeps the keyboard user’s place', () => {
  it('Back to the step before: the focus on that step’s heading', async () => {
    const api = {
      GET: (path: string) => Promise.resolve({ data: path === '/users/{id}' ? atAvatar : [] }),
    } as unknown as ApiClient;
    const { screen, user } = await renderUi(<Onboarding />, { api });
    await screen.findByRole('heading', { name: 'プロフィール写真', level: 2 });
    // The first step shown takes no focus: the page's start is where the visitor begins.
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('button', { name: '戻る' }));
    const heading = await screen.findByRole('heading', { name: '基本情報', level: 2 });
    expect(document.activeElement).toBe(heading);
  });

  it('a save that runs, then fails: the focus stays on its button, and a second press sends nothing', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const POST = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    const api = { GET: () => Promise.resolve({ data: [] }), POST, PUT: POST } as unknown as ApiClient;
    const { screen, user } = await renderUi(
      <BasicInfoStep
        user={{ ...atAvatar, proRegistrationStep: 'basicInfo' as never }}
        language="ja"
        draft={undefined}
        onDraft={() => undefined}
        onSaved={() => undefined}
        onBack={undefined}
      />,
      { api },
    );
    const button = await screen.findByRole('button', { name: '保存して次へ' });
    await user.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(POST).toHaveBeenCalledTimes(1);

    await act(async () => fail(new ApiError('POST /users/{id}/basic-info', 500, undefined)));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(document.activeElement).toBe(button);
  });
});

// @vitest-environment jsdom
// The keyboard user's place in the onboarding (an audit found it lost at the page's start): a step
// reached by Back (or by a save) has the focus on its heading, as the button pressed goes with the
// step before; a save that runs or fails keeps the focus on its button, busy rather than disabled,
// and a second press meanwhile sends nothing.
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../../../src/api';
import { BasicInfoStep } from '../../../../src/features/pro-signup/components/BasicInfoStep';
import { renderUi } from '../../../helpers/render-ui';
import { OnboardingFrom, onboardingApi, proWithArea } from '../../../helpers/pro-onboarding';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

/** A new pro who has saved the service area and their name: the photo step is theirs. */
const atAvatar = proWithArea('user-pro-focus', {
  profile: { isCompany: false, fullNameKanji: { last: '山田', first: '太郎' } },
});

describe('the onboarding keeps the keyboard user’s place', () => {
  it('Back to the step before: the focus on that step’s heading', async () => {
    const { screen, user } = await renderUi(<OnboardingFrom pro={atAvatar} step="avatar" />, {
      api: onboardingApi(atAvatar),
    });
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

// @vitest-environment jsdom
// A save that answers after the pro has left its step (an audit pressed Back during a slow save and
// was pulled two steps forward ~5 s later, the focus taken): the answer is kept (the server has it),
// but the pro stays where they went, and so does the focus.
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/api';
import type { OnboardingStep } from '../../../../src/features/pro-signup/steps';
import { renderUi } from '../../../helpers/render-ui';
import { OnboardingFrom, onboardingApi, proWithArea } from '../../../helpers/pro-onboarding';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

/** A new pro who has saved the service area: their name is the step to give. */
const atBasicInfo = proWithArea('user-pro-late');
const named: User = {
  ...atBasicInfo,
  profile: { isCompany: false, fullNameKanji: { last: '山田', first: '太郎' } },
};

describe('a step save that answers after the pro has left the step', () => {
  it('keeps the saved user but leaves the pro, and the focus, on the step they went back to', async () => {
    let answer: () => void = () => undefined;
    const POST = vi.fn(() => new Promise((resolve) => (answer = () => resolve({ data: named }))));
    const steps: OnboardingStep[] = [];
    const saved: User[] = [];
    const { screen, user } = await renderUi(
      <OnboardingFrom
        pro={atBasicInfo}
        step="basicInfo"
        onStep={(next) => steps.push(next)}
        onUserSaved={(user) => saved.push(user)}
      />,
      { api: onboardingApi(atBasicInfo, POST) },
    );
    await user.type(await screen.findByLabelText('姓（漢字）'), '山田');
    await user.type(screen.getByLabelText('名（漢字）'), '太郎');
    await user.click(screen.getByRole('button', { name: '保存して次へ' }));
    await vi.waitFor(() => expect(POST).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: '戻る' }));
    const area = await screen.findByRole('heading', { name: '対応エリア', level: 2 });
    expect(document.activeElement).toBe(area);

    // The basic info answers, then the pro profile with the introduction.
    await act(async () => answer());
    await vi.waitFor(() => expect(POST).toHaveBeenCalledTimes(2));
    await act(async () => answer());
    await vi.waitFor(() => expect(saved).toHaveLength(1));

    expect(steps.at(-1)).toBe('area');
    expect(screen.getByTestId('onboarding').getAttribute('data-step')).toBe('area');
    expect(screen.queryByRole('heading', { name: 'プロフィール写真', level: 2 })).toBeNull();
    expect(document.activeElement).toBe(area);
  });
});

// @vitest-environment jsdom
// A step save under a slow answer (an audit held one 8 s: the label stayed, nothing was announced,
// and a phone shows no busy cursor): the page says "Saving…" beside the step's buttons, in a polite
// status that is there before it is filled (so it is read), and empty again once the save answers.
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../helpers/render-ui';
import { OnboardingFrom, onboardingApi, proWithArea } from '../../../helpers/pro-onboarding';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

const atBasicInfo = proWithArea('user-pro-saving');

const SAID = {
  ja: {
    last: ['姓（漢字）', '山田'],
    first: ['名（漢字）', '太郎'],
    save: '保存して次へ',
    saving: '保存中…',
  },
  en: {
    last: ['Last name (English)', 'Yamada'],
    first: ['First name (English)', 'Taro'],
    save: 'Save and continue',
    saving: 'Saving…',
  },
} as const;

describe('a step save while it runs', () => {
  it.each(['ja', 'en'] as const)('(%s) says it is saving, politely, until it answers', async (language) => {
    let fail: () => void = () => undefined;
    const POST = vi.fn(
      () => new Promise((_, reject) => (fail = () => reject(new TypeError('Failed to fetch')))),
    );
    const { screen, user } = await renderUi(
      <OnboardingFrom pro={atBasicInfo} step="basicInfo" language={language} />,
      { api: onboardingApi(atBasicInfo, POST), language },
    );
    const status = await screen.findByTestId('step-saving');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    // The name the page's language asks for (kanji in Japanese, romanised in English).
    for (const [label, value] of [SAID[language].last, SAID[language].first])
      await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: SAID[language].save }));
    await vi.waitFor(() => expect(POST).toHaveBeenCalledTimes(1));
    expect(status.textContent).toBe(SAID[language].saving);

    await act(async () => fail());
    await screen.findByRole('alert');
    expect(status.textContent).toBe('');
  });
});

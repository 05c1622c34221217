// @vitest-environment jsdom
// Onboarding step 4 (confirm) in English, as an audit read it (s23, 9): the services and the ways of
// working are listed as English lists them (not joined with 「、」), the area is a sentence of its
// own, and the buttons back to a step are in sentence case like the page's other buttons. Japanese
// keeps its own list form.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api';
import { ConfirmStep } from '../../../../src/features/pro-signup/components/ConfirmStep';
import { renderUi } from '../../../helpers/render-ui';
import { registeringPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

const pro = registeringPro({
  profile: { isCompany: false, fullNameEnglish: { last: 'Sato', first: 'Hana' } },
  proProfile: {
    location: { prefecture: 'tokyo', city: 'shibuya-ku' },
    jobTypes: ['house-cleaning', 'piano-lessons'],
    availableLocations: {
      cities: { 'shibuya-ku': true },
      clientGoToPro: true,
      proGoToClient: true,
      remote: false,
    },
  },
});

function fakeApi(): ApiClient {
  const GET = vi.fn(async (path: string) => {
    if (path === '/location-prefectures')
      return { data: [{ key: 'tokyo', name: '東京都', nameRome: 'Tokyo' }] };
    if (path === '/job-types')
      return {
        data: [
          { id: 'house-cleaning', title: { ja: 'ハウスクリーニング', en: 'House cleaning' }, categories: [] },
          { id: 'piano-lessons', title: { ja: 'ピアノ教室', en: 'Piano lessons' }, categories: [] },
        ],
      };
    return { data: [] };
  });
  return { GET, POST: vi.fn() } as unknown as ApiClient;
}

async function renderConfirm(language: 'ja' | 'en') {
  const ui = await renderUi(
    <ConfirmStep user={pro} language={language} onEdit={vi.fn()} onSaved={vi.fn()} onFinished={vi.fn()} />,
    { api: fakeApi(), language },
  );
  const area = ui.screen.getByTestId('confirm-area');
  await vi.waitFor(() => expect(area.textContent).toContain(language === 'en' ? 'Tokyo' : '東京都'));
  await ui.screen.findByText(language === 'en' ? /House cleaning/ : /ハウスクリーニング/);
  return { ...ui, area };
}

describe('the confirm step’s lists and wording (audit s23, 9)', () => {
  it('(en) lists with English punctuation, says the area as a sentence, and names the steps in sentence case', async () => {
    const ui = await renderConfirm('en');
    expect(ui.screen.getByText('House cleaning and Piano lessons')).toBeTruthy();
    const area = ui.area.textContent ?? '';
    expect(area).not.toContain('、');
    expect(area).toContain('Clients come to you and You go to clients');
    expect(area).toContain('Tokyo: 1 city');
    expect(area).not.toMatch(/Tokyo Serves/);
    const buttons = ui.screen
      .getAllByRole('button', { name: /^Change / })
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Change service area', 'Change your details', 'Change profile photo']);
  });

  it('(ja) keeps the Japanese list form', async () => {
    const ui = await renderConfirm('ja');
    expect(ui.screen.getByText('ハウスクリーニング、ピアノ教室')).toBeTruthy();
    expect(ui.area.textContent).toContain('お客様が来店、出張');
    expect(ui.screen.getByRole('button', { name: '基本情報を変更する' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
// The signed-in user's name as the header shows it: on English pages the English name the user gave
// ("the name English pages show", as the account page says), else the Japanese one; on Japanese pages
// the Japanese one first, as before.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../src/api';
import { AccountArea } from '../../../../src/features/auth/components/AccountArea';
import { displayNameOf, signedOut } from '../../../../src/features/auth/store';
import { finishedPro } from '../../../helpers/users';
import { renderUi } from '../../../helpers/render-ui';

afterEach(cleanup);

const pro = finishedPro({
  profile: {
    fullNameKanji: { last: '橋本', first: '紀子' },
    fullNameEnglish: { last: 'Hashimoto', first: 'Noriko' },
    isCompany: false,
  },
});
const withProfile = (profile: User['profile']): User => ({ ...pro, profile });

describe('displayNameOf', () => {
  it.each([
    [
      { fullNameKanji: { last: '佐藤', first: '花子' }, fullNameEnglish: { last: 'Sato', first: 'Hanako' } },
      '佐藤 花子',
      'Hanako Sato',
    ],
    [{ fullNameKanji: { last: '佐藤', first: '花子' } }, '佐藤 花子', '佐藤 花子'],
    [{ fullNameEnglish: { last: 'Sato', first: 'Hanako' } }, 'Hanako Sato', 'Hanako Sato'],
    [
      {
        fullNameKanji: { last: '橋本', first: '紀子' },
        fullNameEnglish: { last: 'Hashimoto', first: 'Noriko' },
        companyNameKanji: '橋本クリーン',
        companyNameEnglish: 'Hashimoto Clean',
      },
      '橋本クリーン',
      'Hashimoto Clean',
    ],
    [
      { fullNameKanji: { last: '橋本', first: '紀子' }, companyNameKanji: '橋本クリーン' },
      '橋本クリーン',
      '橋本クリーン',
    ],
    [{ fullNameEnglish: { last: '', first: '' } }, 'pro@example.com', 'pro@example.com'],
    [{}, 'pro@example.com', 'pro@example.com'],
  ])('%j is %s in Japanese, %s in English', (profile, ja, en) => {
    const user = withProfile({ isCompany: false, ...profile });
    expect(displayNameOf(user, 'ja')).toBe(ja);
    expect(displayNameOf(user, 'en')).toBe(en);
    // Without a language: Japanese, as the default language.
    expect(displayNameOf(user)).toBe(ja);
  });
});

describe('the header’s account menu', () => {
  const auth = { ...signedOut, currentUser: pro, isAuthenticated: true };

  it('shows the English name on English pages', async () => {
    const ui = await renderUi(<AccountArea auth={auth} onSignOut={() => undefined} />, { language: 'en' });
    const menu = await ui.screen.findByRole('navigation', { name: 'Account menu' });
    expect(menu.textContent).toContain('Noriko Hashimoto');
    expect(menu.textContent).not.toContain('橋本');
    expect(ui.screen.getByRole('button', { name: 'Open the menu of Noriko Hashimoto' })).toBeTruthy();
  });

  it('shows the Japanese name on Japanese pages', async () => {
    const ui = await renderUi(<AccountArea auth={auth} onSignOut={() => undefined} />);
    const menu = await ui.screen.findByRole('navigation', { name: 'アカウントメニュー' });
    expect(menu.textContent).toContain('橋本 紀子さん');
    expect(ui.screen.getByRole('button', { name: '橋本 紀子さんのメニューを開く' })).toBeTruthy();
  });
});

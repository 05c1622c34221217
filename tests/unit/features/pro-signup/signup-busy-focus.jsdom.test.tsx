// @vitest-environment jsdom
// Pressing the email sign-up button from the keyboard (an audit found the focus dropped to <body>
// while registering: the button was disabled, so its busy text was never read): the button stays
// focused, marked busy rather than disabled, and a second press meanwhile sends nothing.
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthToken } from '../../../../src/api';
import { EMAIL, PASSWORD, showSignupPage } from '../../../helpers/pro-signup-page';

vi.mock('../../../../src/lib/monitoring');
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

const BUSY = { ja: '登録しています…', en: 'Signing up…' } as const;

describe('the email sign-up while it runs', () => {
  it.each(['ja', 'en'] as const)(
    '(%s) keeps the focus on its busy button; a second press sends nothing',
    async (language) => {
      let release: () => void = () => undefined;
      const signIn = vi.fn((_auth: AuthToken) => new Promise<void>((resolve) => (release = resolve)));
      const page = await showSignupPage(language, undefined, { signIn });
      const { ui, text } = page;
      await ui.user.type(screen.getByLabelText(text.email), EMAIL);
      await ui.user.type(screen.getByLabelText(text.password, { exact: true }), PASSWORD);
      const button = screen.getByRole('button', { name: text.submit });
      button.focus();
      await ui.user.keyboard('{Enter}');

      const busy = await screen.findByRole('button', { name: BUSY[language] });
      expect(busy).toBe(button);
      expect(busy.getAttribute('aria-busy')).toBe('true');
      expect(busy.getAttribute('aria-disabled')).toBe('true');
      expect(busy.hasAttribute('disabled')).toBe(false);
      expect(document.activeElement).toBe(busy);

      await ui.user.keyboard('{Enter}');
      await ui.user.click(busy);
      expect(page.posted('/auth/register')).toBe(1);
      expect(signIn).toHaveBeenCalledTimes(1);

      release();
      await waitFor(() => expect(page.onboarding).toHaveBeenCalledTimes(1));
    },
  );
});

// @vitest-environment jsdom
// The signed-in menu is in its own chunk (the server renders every page signed out, so a visitor's
// first JavaScript has no use for it). It starts loading as soon as a session does; until it has
// come, the account area stays as it is while the session loads (an empty, busy area holding its
// place), and then the menu shows.
import { act, cleanup, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountArea } from '../../../../src/features/auth/components/AccountArea';
import { signedOut, type AuthState } from '../../../../src/features/auth/store';
import { renderUi } from '../../../helpers/render-ui';
import { finishedPro } from '../../../helpers/users';

// Whether the menu's module was asked for (and when: before any user was there).
const chunk = vi.hoisted(() => ({ asked: false }));
vi.mock('../../../../src/features/auth/components/SignedInMenu', (importOriginal) => {
  chunk.asked = true;
  return importOriginal();
});

afterEach(cleanup);

/** The account area with the session's state, which the test moves on. */
let setAuth: (auth: AuthState) => void = () => undefined;
function Area({ start }: { start: AuthState }) {
  const [auth, set] = useState(start);
  setAuth = set;
  return <AccountArea auth={auth} onSignOut={() => undefined} />;
}

describe('the signed-in menu’s chunk', () => {
  it('loads while the session does; the busy area holds the place until the menu is there', async () => {
    const loading: AuthState = { ...signedOut, isLoadingAuth: true, token: 'token' };
    const ui = await renderUi(<Area start={loading} />, { language: 'en' });
    const busy = () => ui.container.querySelector('.account[aria-busy="true"]');
    expect(busy()).not.toBeNull();
    // Asked for while the session loads, before any user is there.
    await waitFor(() => expect(chunk.asked).toBe(true));

    const user = finishedPro();
    act(() => setAuth({ ...signedOut, currentUser: user, isAuthenticated: true }));
    // The user is there, the menu's code is on its way: the place stays held as it was.
    expect(busy()).not.toBeNull();
    expect(ui.screen.queryByRole('navigation', { name: 'Account menu' })).toBeNull();

    await ui.screen.findByRole('navigation', { name: 'Account menu' });
    expect(busy()).toBeNull();
  });
});

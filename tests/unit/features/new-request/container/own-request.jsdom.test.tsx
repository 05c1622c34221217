// @vitest-environment jsdom
// A request to oneself: the profile shows its own pro no booking button, but the modal lives in the
// URL, so `?requestPro=<own id>` could still open it. A signed-in pro who opens a request to
// themselves is told, in the page's language, that they cannot, and nothing is loaded or sent;
// closing the notice leaves the page as it was. Anyone else (a client, a visitor) gets the form.
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestSession } from '../../../../../src/features/new-request/components/RequestModal';
import { loadRequestData } from '../../../../../src/features/new-request/container/load';
import { RequestHost } from '../../../../../src/features/new-request/container/RequestHost';
import { stubModalDialogs } from '../../../../helpers/dialogs';
import { renderUi } from '../../../../helpers/render-ui';

// The modal's data never arrives here: a test sees whether it was asked for, and the loading state.
vi.mock('../../../../../src/features/new-request/container/load', () => ({
  loadRequestData: vi.fn(() => new Promise(() => undefined)),
}));
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no modal dialogs: a dialog opens as an open <dialog>.
beforeEach(() => {
  vi.mocked(loadRequestData).mockClear();
  stubModalDialogs();
});
afterEach(cleanup);

const PRO = 'pro-0002';
const signedInAs = (userId: string): RequestSession => ({
  signedIn: true,
  userId,
  displayName: '後藤 健',
});
const visitor: RequestSession = { signedIn: false, userId: undefined, displayName: undefined };

/** Signs the host's visitor in (or out) after it rendered, as the auth session does. */
let setSession: (session: RequestSession) => void = () => undefined;
function Host({ initial }: { initial: RequestSession }) {
  const [session, set] = useState(initial);
  setSession = set;
  return <RequestHost session={session} />;
}

const open = (session: RequestSession, language: 'ja' | 'en' = 'ja') =>
  renderUi(<Host initial={session} />, {
    language,
    url: `${language === 'en' ? '/en' : ''}/profile/${PRO}/pro?request=house-cleaning&requestIn=tokyo/shibuya-ku&requestPro=${PRO}`,
    languageRewrite: true,
  });

describe('a request to oneself', () => {
  it('is refused in Japanese, with nothing loaded; closing leaves the profile without the modal', async () => {
    const { router } = await open(signedInAs(PRO));
    const notice = await screen.findByRole('dialog', { name: 'ご自身には依頼できません' });
    expect(notice.textContent).toContain('依頼の宛先はあなた自身のプロフィールです。');
    expect(within(notice).getByRole('link', { name: 'プロ管理画面' }).getAttribute('href')).toBe(
      '/dashboard/pro',
    );
    expect(loadRequestData).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();

    // Closed as a dialog before it leaves the page: the browser then gives the focus back to its opener.
    const closed = vi.spyOn(notice as HTMLDialogElement, 'close');
    await act(async () => within(notice).getByRole('button', { name: '閉じる' }).click());
    expect(closed).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(`/profile/${PRO}/pro`);
    expect(router.state.location.search).toEqual({});
    expect(loadRequestData).not.toHaveBeenCalled();
  });

  it('is refused in English on an English page', async () => {
    const { router } = await open(signedInAs(PRO), 'en');
    const notice = await screen.findByRole('dialog', { name: "You can't send a request to yourself" });
    expect(notice.textContent).toContain('addressed to your own profile');
    // (The app's root keeps `lang` on links: the dashboard's is English there.)
    expect(within(notice).getByRole('link', { name: 'Pro dashboard' })).toBeDefined();
    expect(loadRequestData).not.toHaveBeenCalled();

    await act(async () => within(notice).getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.publicHref).toBe(`/en/profile/${PRO}/pro`);
  });

  it('replaces the form when the pro signs in with it open', async () => {
    await open(visitor);
    await waitFor(() => expect(loadRequestData).toHaveBeenCalledTimes(1));
    await act(async () => setSession(signedInAs(PRO)));
    expect(await screen.findByRole('dialog', { name: 'ご自身には依頼できません' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a request to a pro by anyone else', () => {
  it.each([
    ['a signed-in client', signedInAs('user-client-1')],
    ['a visitor', visitor],
  ])('%s gets the form for that pro', async (_who, session) => {
    await open(session);
    expect(await screen.findByRole('status')).toBeDefined();
    await waitFor(() =>
      expect(loadRequestData).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ jobTypeId: 'house-cleaning', proId: PRO, prefecture: 'tokyo' }),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

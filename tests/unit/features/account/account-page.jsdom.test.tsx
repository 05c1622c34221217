// @vitest-environment jsdom
// The account page with a fake API client: a save answer that is not a whole user is a failed save
// (nothing of it stored); the focus stays on the save button through a save, and its message is
// brought into view; "saved" goes once the form is edited or refused; a refused password or name
// and a lost connection say what they are; the contact note says what is true of the phone; the
// selected tab is scrolled into the tab row's view, and the row shows that it scrolls.
import { cleanup, configure, fireEvent, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, userKeys, type ApiClient, type User } from '../../../../src/api';
import { AccountPage } from '../../../../src/features/account/components/AccountPage';
import type { AccountTab } from '../../../../src/features/account/tabs';
import { renderUi } from '../../../helpers/render-ui';
import { buildDataset } from '../../../../fixtures/dataset';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

// The mock kit's signed-in client (fixtures/dataset.ts).
const client: User = buildDataset().sessions.client.user;

type Answer = (body: unknown) => Promise<{ data?: unknown }>;

/**
 * A fake client: GET answers the user and their contact details; each PUT path answers with its
 * handler (by default: what was sent, as stored).
 */
function fakeApi(user: User = client, puts: Record<string, Answer> = {}) {
  const GET = vi.fn(async (path: string) => {
    if (path === '/users/{id}') return { data: user };
    if (path === '/private-profiles/{id}')
      return { data: { id: user.id, email: user.email, phoneNumber: user.phoneNumber } };
    throw new Error(`unexpected GET ${path}`);
  });
  const PUT = vi.fn(async (path: string, { body }: { body: unknown }) => {
    const answer = puts[path];
    if (answer) return answer(body);
    if (path === '/users/{id}/change-password') return { data: undefined };
    return { data: body };
  });
  return { api: { GET, PUT } as unknown as ApiClient, GET, PUT };
}

/** The page as its route shows it: the tab in the page's own state (the route keeps it in `?tab=`). */
function Page({ onUserSaved, initialTab }: { onUserSaved: (user: User) => void; initialTab: AccountTab }) {
  const [tab, setTab] = useState<AccountTab>(initialTab);
  return <AccountPage userId={client.id} onUserSaved={onUserSaved} tab={tab} onTab={setTab} />;
}

async function renderPage(api: ApiClient, options: { language?: 'ja' | 'en'; tab?: AccountTab } = {}) {
  const onUserSaved = vi.fn();
  const ui = await renderUi(<Page onUserSaved={onUserSaved} initialTab={options.tab ?? 'name'} />, {
    api,
    language: options.language ?? 'ja',
  });
  return { ...ui, onUserSaved };
}

/** A promise the test settles when it wants the answer to arrive. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const scrolled = vi.fn();
beforeEach(() => {
  // jsdom has no layout: the page's call to bring a message into view is recorded instead.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: unknown) {
    scrolled(this, options);
  };
  scrolled.mockClear();
});

describe('a name save answered by something that is not a whole user', () => {
  it.each([
    ['a body of another shape', { nope: true }],
    ['a user without its profile', { id: 'user-client-1', email: 'hanako@example.com' }],
  ])('%s is a failed save: the page stays, what was typed too, nothing of it is stored', async (_, body) => {
    const { api } = fakeApi(client, { '/users/{id}': async () => ({ data: body }) });
    const ui = await renderPage(api);
    const last = await ui.screen.findByLabelText('姓（漢字）');
    await ui.user.clear(last);
    await ui.user.type(last, '鈴木');
    await ui.user.click(ui.screen.getByRole('button', { name: 'お名前を保存する' }));
    const alert = await ui.screen.findByRole('alert');
    expect(alert.textContent).toContain('保存できませんでした。入力内容はそのままです。');
    expect((ui.screen.getByLabelText('姓（漢字）') as HTMLInputElement).value).toBe('鈴木');
    expect(ui.screen.getByRole('heading', { level: 1 }).textContent).toBe('アカウント設定');
    expect(ui.onUserSaved).not.toHaveBeenCalled();
    expect(ui.queryClient.getQueryData(userKeys.user(client.id))).toEqual(client);
  });
});

describe('the focus through a save', () => {
  it('stays on the save button while saving and after, and the message is brought into view', async () => {
    const answer = deferred<{ data?: unknown }>();
    const { api, PUT } = fakeApi(client, { '/users/{id}': () => answer.promise });
    const ui = await renderPage(api);
    await ui.screen.findByLabelText('姓（漢字）');
    const button = ui.screen.getByRole('button', { name: 'お名前を保存する' });
    button.focus();
    await ui.user.keyboard('{Enter}');
    await ui.screen.findByRole('button', { name: '保存中…' });
    // Not disabled (a disabled button drops the focus to the page's start): marked busy instead.
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    // A second press while saving sends nothing more.
    await ui.user.keyboard('{Enter}');
    expect(PUT).toHaveBeenCalledTimes(1);
    answer.resolve({ data: client });
    const saved = await ui.screen.findByText('お名前を保存しました。');
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).not.toBe('true');
    // Scrolled by an effect after the message shows (on a busy machine, after the text is found).
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalledWith(saved, { block: 'nearest' }));
  });

  it('after a failure, Enter on the button tries again at once', async () => {
    let failures = 1;
    const { api, PUT } = fakeApi(client, {
      '/users/{id}': async (body) => {
        if (failures-- > 0) throw new ApiError('PUT /users/{id}', 500, undefined);
        return { data: body };
      },
    });
    const ui = await renderPage(api);
    await ui.screen.findByLabelText('姓（漢字）');
    const button = ui.screen.getByRole('button', { name: 'お名前を保存する' });
    button.focus();
    await ui.user.keyboard('{Enter}');
    const alert = await ui.screen.findByRole('alert');
    expect(document.activeElement).toBe(button);
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalledWith(alert, { block: 'nearest' }));
    await ui.user.keyboard('{Enter}');
    expect(await ui.screen.findByText('お名前を保存しました。')).toBeTruthy();
    expect(PUT).toHaveBeenCalledTimes(2);
  });
});

describe('the "saved" notice describes what the form holds now', () => {
  it('goes once the name is edited again', async () => {
    const ui = await renderPage(fakeApi().api);
    await ui.screen.findByLabelText('姓（漢字）');
    await ui.user.click(ui.screen.getByRole('button', { name: 'お名前を保存する' }));
    expect(await ui.screen.findByText('お名前を保存しました。')).toBeTruthy();
    await ui.user.type(ui.screen.getByLabelText('名（漢字）'), '子');
    expect(ui.screen.queryByText('お名前を保存しました。')).toBeNull();
  });

  it('goes when the next save is refused by the form’s rules', async () => {
    const ui = await renderPage(fakeApi().api);
    const last = await ui.screen.findByLabelText('姓（漢字）');
    await ui.user.click(ui.screen.getByRole('button', { name: 'お名前を保存する' }));
    expect(await ui.screen.findByText('お名前を保存しました。')).toBeTruthy();
    await ui.user.clear(last);
    await ui.user.type(last, 'Tanaka');
    await ui.user.click(ui.screen.getByRole('button', { name: 'お名前を保存する' }));
    expect(
      await ui.screen.findByText(/お名前は全角の漢字・ひらがな・カタカナで入力してください/),
    ).toBeTruthy();
    expect(ui.screen.queryByText('お名前を保存しました。')).toBeNull();
  });

  it('a failed save’s message, which editing keeps, goes when the next send is refused by the rules', async () => {
    const { api } = fakeApi(client, {
      '/users/{id}': async () => {
        throw new ApiError('PUT /users/{id}', 500, undefined);
      },
    });
    const ui = await renderPage(api);
    const last = await ui.screen.findByLabelText('姓（漢字）');
    await ui.user.click(ui.screen.getByRole('button', { name: 'お名前を保存する' }));
    expect((await ui.screen.findByRole('alert')).textContent).toContain('保存できませんでした');
    await ui.user.clear(last);
    await ui.user.type(last, 'Tanaka');
    expect(ui.screen.getByText(/保存できませんでした/)).toBeTruthy();
    await ui.user.click(ui.screen.getByRole('button', { name: 'お名前を保存する' }));
    expect(
      await ui.screen.findByText(/お名前は全角の漢字・ひらがな・カタカナで入力してください/),
    ).toBeTruthy();
    expect(ui.screen.queryByText(/保存できませんでした/)).toBeNull();
  });

  it('goes on the password tab when a mismatching confirmation is sent', async () => {
    const ui = await renderPage(fakeApi().api, { tab: 'password' });
    const password = await ui.screen.findByLabelText('新しいパスワード');
    const confirmation = ui.screen.getByLabelText('新しいパスワード（確認）');
    await ui.user.type(password, 'a-brand-new-passphrase');
    await ui.user.type(confirmation, 'a-brand-new-passphrase');
    await ui.user.click(ui.screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(await ui.screen.findByText('パスワードを変更しました。')).toBeTruthy();
    fireEvent.input(password, { target: { value: 'another-passphrase' } });
    fireEvent.input(confirmation, { target: { value: 'another-passphrasE' } });
    fireEvent.click(ui.screen.getByRole('button', { name: 'パスワードを変更する' }));
    expect(await ui.screen.findByText('確認用のパスワードが一致しません')).toBeTruthy();
    expect(ui.screen.queryByText('パスワードを変更しました。')).toBeNull();
  });

  it('goes once the newsletter choice is changed again, and the stored choice stays known', async () => {
    const { api } = fakeApi(client, {
      '/users/{id}/notification-preferences': async (body) => ({ data: body }),
    });
    const ui = await renderPage(api, { tab: 'notifications' });
    const box = await ui.screen.findByLabelText(/ニュースレター/);
    await ui.user.click(box);
    await ui.user.click(ui.screen.getByRole('button', { name: '通知設定を保存する' }));
    expect(await ui.screen.findByText('ニュースレターを受け取る設定にしました。')).toBeTruthy();
    await ui.user.click(box);
    expect(ui.screen.queryByText('ニュースレターを受け取る設定にしました。')).toBeNull();
    expect(ui.screen.queryByText(/現在の設定は表示できません/)).toBeNull();
  });
});

describe('what a failed save says', () => {
  it.each([400, 422])(
    'a password the server refuses (%i) is the password field’s error, as on the set-password page',
    async (status) => {
      const { api } = fakeApi(client, {
        '/users/{id}/change-password': async () => {
          throw new ApiError('PUT /users/{id}/change-password', status, undefined);
        },
      });
      const ui = await renderPage(api, { tab: 'password' });
      const password = await ui.screen.findByLabelText('新しいパスワード');
      await ui.user.type(password, 'a-brand-new-passphrase');
      await ui.user.type(ui.screen.getByLabelText('新しいパスワード（確認）'), 'a-brand-new-passphrase');
      await ui.user.click(ui.screen.getByRole('button', { name: 'パスワードを変更する' }));
      expect(await ui.screen.findByText(/このパスワードは使用できません/)).toBeTruthy();
      expect(password.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(password);
      expect((password as HTMLInputElement).value).toBe('a-brand-new-passphrase');
      expect(ui.screen.queryByText(/しばらく時間をおいてから/)).toBeNull();
    },
  );

  it('a lost connection says the connection failed, and what was typed is kept', async () => {
    const { api } = fakeApi(client, {
      '/users/{id}/change-password': async () => {
        throw new NetworkError('PUT /users/{id}/change-password');
      },
    });
    const ui = await renderPage(api, { tab: 'password', language: 'en' });
    const password = await ui.screen.findByLabelText('New password');
    await ui.user.type(password, 'a-brand-new-passphrase');
    await ui.user.type(ui.screen.getByLabelText('New password (again)'), 'a-brand-new-passphrase');
    await ui.user.click(ui.screen.getByRole('button', { name: 'Change password' }));
    const alert = await ui.screen.findByRole('alert');
    expect(alert.textContent).toContain('What you typed is kept.');
    expect(alert.textContent).toContain('internet connection');
    expect((password as HTMLInputElement).value).toBe('a-brand-new-passphrase');
  });

  it.each([400, 422])(
    'a name the server refuses (%i) says so, not "try again in a moment"',
    async (status) => {
      const { api } = fakeApi(client, {
        '/users/{id}': async () => {
          throw new ApiError('PUT /users/{id}', status, undefined);
        },
      });
      const ui = await renderPage(api);
      await ui.screen.findByLabelText('姓（漢字）');
      await ui.user.click(ui.screen.getByRole('button', { name: 'お名前を保存する' }));
      const alert = await ui.screen.findByRole('alert');
      expect(alert.textContent).toContain('受け付けられません');
      expect(alert.textContent).toContain('入力内容はそのままです。');
      expect(alert.textContent).not.toContain('しばらく時間をおいてから');
    },
  );
});

describe('the contact note', () => {
  const note = async (user: User, language: 'ja' | 'en' = 'ja') => {
    const ui = await renderPage(fakeApi(user).api, { language });
    const contact = await ui.screen.findByTestId('account-contact');
    await ui.screen.findByLabelText(language === 'ja' ? '姓（漢字）' : 'Last name (Japanese)');
    return contact.parentElement!.textContent ?? '';
  };

  it('does not say the phone is shown to the other party when sharing is off', async () => {
    const text = await note({ ...client, phoneNumberShareable: false });
    expect(text).toContain('電話番号は、お取引の相手には表示されません。');
    expect(text).not.toContain('連絡先は、あなたとお取引の相手にだけ表示されます。');
  });

  it('says the phone is shown to the other party when sharing is on', async () => {
    const text = await note({ ...client, phoneNumberShareable: true }, 'en');
    expect(text).toContain('Your phone number is shown to them too.');
  });

  it('promises nothing about the phone when the choice is not known', async () => {
    const { phoneNumberShareable: _, ...unknown } = client;
    const text = await note(unknown);
    expect(text).toContain('メールアドレスは、あなたとお取引の相手にだけ表示されます。');
    expect(text).not.toMatch(/電話番号[はも]、お取引の相手/);
  });
});

describe('the tab row on a phone', () => {
  /** Lays the tab row out as on a 390 px phone: a 330 px list, tabs of 110, 100 and 180 px. */
  function layOut(list: HTMLElement) {
    let scrollLeft = 0;
    const widths = [110, 100, 180];
    Object.defineProperties(list, {
      clientWidth: { configurable: true, get: () => 330 },
      scrollWidth: { configurable: true, get: () => 390 },
      scrollLeft: {
        configurable: true,
        get: () => scrollLeft,
        set: (value: number) => {
          scrollLeft = Math.max(0, Math.min(60, value));
          list.dispatchEvent(new Event('scroll'));
        },
      },
    });
    list.getBoundingClientRect = () => DOMRect.fromRect({ x: 16, y: 100, width: 330, height: 44 });
    [...list.querySelectorAll<HTMLElement>('[role="tab"]')].forEach((tab, index) => {
      const left = widths.slice(0, index).reduce((sum, width) => sum + width, 0);
      tab.getBoundingClientRect = () =>
        DOMRect.fromRect({ x: 16 + left - scrollLeft, y: 100, width: widths[index]!, height: 44 });
    });
    return () => scrollLeft;
  }

  it('scrolls the selected tab into view and shows on which side the row goes on', async () => {
    const ui = await renderPage(fakeApi().api);
    const list = await ui.screen.findByRole('tablist');
    const scrollLeft = layOut(list);
    const row = list.closest<HTMLElement>('[data-tab-overflow]');
    expect(row).not.toBeNull();
    fireEvent(window, new Event('resize'));
    await waitFor(() => expect(row!.dataset.tabOverflow).toBe('end'));
    await ui.user.click(ui.screen.getByRole('tab', { name: 'メール通知' }));
    await waitFor(() => expect(scrollLeft()).toBe(60));
    await waitFor(() => expect(row!.dataset.tabOverflow).toBe('start'));
  });
});

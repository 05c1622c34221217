// @vitest-environment jsdom
// The claim form of an imported profile, as an audit met it (finding 7): its button was the
// browser's default grey one, unlike every other control of the page. It has the app's button style
// (44 px tall), as has the inert stand-in shown while the form's code loads (nothing moves when the
// form arrives).
import { cleanup, configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api';
import { buttonClass } from '../../../../src/components/ui/button';
import { ClaimProfileForm } from '../../../../src/features/pro-profile/components/ClaimProfileForm';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

const api = { POST: vi.fn(async () => ({ data: {} })) } as unknown as ApiClient;
const hasButtonStyle = (button: HTMLElement) =>
  buttonClass('primary')
    .split(' ')
    .every((name) => button.classList.contains(name));

// First in the file: the form's code has not loaded yet (once loaded, it shows at once).
it("shows the app's button style while the form's code loads", async () => {
  const { screen } = await renderUi(<ClaimProfileForm proId="itp-0001" />, { language: 'ja', api });
  // The stand-in's form is hidden from assistive technology, and inert.
  const placeholder = within(screen.getByTestId('claim-profile')).getByRole('button', {
    name: '案内メールを受け取る',
    hidden: true,
  });
  expect(placeholder.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(hasButtonStyle(placeholder)).toBe(true);
});

describe.each([
  ['ja', '案内メールを受け取る'],
  ['en', 'Send me the instructions'],
] as const)('the claim form (%s)', (language, submit) => {
  it("has the app's button style", async () => {
    const { screen } = await renderUi(<ClaimProfileForm proId="itp-0001" />, { language, api });
    const claim = screen.getByTestId('claim-profile');
    // The form itself: its field is the real one once its code has loaded.
    const email = await within(claim).findByRole('textbox');
    const button = within(email.closest('form')!).getByRole('button', { name: submit });
    expect(hasButtonStyle(button)).toBe(true);
  });
});

it('keeps the focus on its button while the claim is sent (busy, not disabled)', async () => {
  let answer = () => undefined as void;
  const POST = vi.fn(
    () =>
      new Promise((resolve) => {
        answer = () => resolve({ data: { status: 'emailSent' } });
      }),
  );
  const { screen, user } = await renderUi(<ClaimProfileForm proId="itp-0001" />, {
    api: { POST } as unknown as ApiClient,
  });
  const claim = screen.getByTestId('claim-profile');
  await user.type(await within(claim).findByRole('textbox'), 'owner@example.com');
  const button = within(claim).getByRole('button', { name: '案内メールを受け取る' });
  button.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(POST).toHaveBeenCalledTimes(1));
  expect(button.textContent).toBe('送信中…');
  expect(button.getAttribute('aria-busy')).toBe('true');
  // Not disabled: a browser moves the focus off a disabled button, to the page's start (jsdom does not).
  expect(button.hasAttribute('disabled')).toBe(false);
  expect(document.activeElement).toBe(button);
  // A second press while it is sent sends nothing more.
  await user.keyboard('{Enter}');
  answer();
  expect(await within(claim).findByText(/ご入力ありがとうございました/)).toBeTruthy();
  expect(POST).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(button);
  expect(within(claim).getByRole('textbox')).toHaveProperty('value', 'owner@example.com');
});

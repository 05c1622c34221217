// @vitest-environment jsdom
// What a refused send says under the step: each code the contract names for the request flow in
// words (never the bare code), a link to sign in where signing in is the way on, and the generic
// text with the code only for a code the client does not know. The ways on from a notice (the
// sign-in link; an open request's link and "send anyway") are tap targets high, links still real
// links (an audit at 390 px met the open request's link as its text's 24 px line). jsdom lays
// nothing out: the rules that make them so are checked as the page's styles apply them, the CSS
// being mobile first.
import { cleanup, screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import buttonStyles from '../../../../src/components/ui/Button.module.css';
import styles from '../../../../src/features/new-request/components/RequestModal.module.css';
import { SubmitNotices } from '../../../../src/features/new-request/components/SubmitNotices';
import type { Submission } from '../../../../src/features/new-request/submission/submission';
import type { RequestFormValues } from '../../../../src/features/new-request/form/values';
import { applyStylesheet, tokenValue } from '../../../helpers/module-styles';
import { renderWithTexts } from '../../../helpers/render-ui';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const failedWith = (code: string): Submission => ({
  status: 'failed',
  failure: { kind: 'code', code },
  emailRegistered: false,
});

function Notices({ submission }: { submission: Submission }) {
  const form = useForm<RequestFormValues>();
  return (
    <FormProvider {...form}>
      <SubmitNotices
        submission={submission}
        sentAt={1}
        requestHref={(id) => `/request/${id}`}
        signInHref="/sign-in?redirect=%2Fhome"
        onSendAnyway={() => undefined}
        onUseEmail={() => undefined}
      />
    </FormProvider>
  );
}

function show(language: 'ja' | 'en', code: string) {
  renderWithTexts(<Notices submission={failedWith(code)} />, language);
  const notice = screen.getByTestId('request-error');
  return { text: notice.querySelector('p')?.textContent ?? '', signIn: notice.querySelector('a') };
}

describe('a refused send', () => {
  it.each([
    // The sign-in page takes no phone number (the contract has no phone sign-in): no link to it.
    ['PHONE_NUMBER_ALREADY_REGISTERED', 'この電話番号はすでに登録されています', false],
    ['INVALID_PHONE_VERIFICATION_TOKEN', '電話番号の確認が無効', false],
    ['UNAUTHORIZED', 'ログインの有効期限が切れました', true],
    ['VALIDATION_FAILED', '受け付けられない回答がありました', false],
  ] as const)('%s is said in words, in ja and en', (code, ja, signIn) => {
    const japanese = show('ja', code);
    expect(japanese.text).toContain(ja);
    expect(japanese.text).not.toContain(code);
    expect(japanese.signIn?.getAttribute('href') ?? null).toBe(signIn ? '/sign-in?redirect=%2Fhome' : null);
    cleanup();
    const english = show('en', code);
    expect(english.text).not.toContain(code);
    expect(english.text).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('a code the client does not know keeps the generic text, with the code to quote', () => {
    expect(show('ja', 'SOMETHING_NEW').text).toBe('依頼を送信できませんでした（SOMETHING_NEW）。');
  });

  it('offers signing in, its way on, as a tap target, still a real link', () => {
    const { signIn } = show('ja', 'UNAUTHORIZED');
    applyStylesheet('src/components/ui/Button.module.css', buttonStyles);
    expect(signIn?.textContent).toBe('ログインする');
    const style = getComputedStyle(signIn!);
    expect(style.display).toBe('inline-flex');
    expect(style.minHeight).toBe('var(--tap-target)');
  });
});

describe('an open request of the same job type', () => {
  it.each([
    ['ja', '受付中の依頼を見る', 'それでも新しく依頼する'],
    ['en', 'See the open request', 'Send a new request anyway'],
  ] as const)(
    '(%s) offers its link and "send anyway" as tap targets, the link a real link',
    (language, view, anyway) => {
      renderWithTexts(
        <Notices submission={{ status: 'duplicate', duplicateRequestId: 'req-0007' }} />,
        language,
      );
      applyStylesheet('src/components/ui/Button.module.css', buttonStyles);
      applyStylesheet('src/features/new-request/components/RequestModal.module.css', styles);
      const notice = screen.getByTestId('duplicate-request');
      const link = within(notice).getByRole('link', { name: view });
      expect(link.getAttribute('href')).toBe('/request/req-0007');
      const button = within(notice).getByRole('button', { name: anyway });
      for (const target of [link, button]) {
        const style = getComputedStyle(target);
        expect(style.display).toBe('inline-flex');
        expect(style.minHeight).toBe('var(--tap-target)');
      }
      expect(tokenValue('tap-target')).toBe('44px');
      // Side by side where they fit, one under the other where they do not (a phone, in Japanese).
      const row = getComputedStyle(link.parentElement!);
      expect(link.parentElement).toBe(button.parentElement);
      expect(row.display).toBe('flex');
      expect(row.flexWrap).toBe('wrap');
    },
  );
});

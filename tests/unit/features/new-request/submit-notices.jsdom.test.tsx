// @vitest-environment jsdom
// What a refused send says under the step: each code the contract names for the request flow in
// words (never the bare code), a link to sign in where signing in is the way on, and the generic
// text with the code only for a code the client does not know.
import { cleanup, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitNotices } from '../../../../src/features/new-request/components/SubmitNotices';
import type { RequestFormValues } from '../../../../src/features/new-request/form/values';
import { renderWithTexts } from '../../../helpers/render-ui';

afterEach(cleanup);

function Notices({ code }: { code: string }) {
  const form = useForm<RequestFormValues>();
  return (
    <FormProvider {...form}>
      <SubmitNotices
        submission={{ status: 'failed', failure: { kind: 'code', code }, emailRegistered: false }}
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
  renderWithTexts(<Notices code={code} />, language);
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
});

// @vitest-environment jsdom
// A field's error says what is wrong in words: a known key in its text (any namespace), and a key
// with no text — a job type's own pattern error, named by the API — as the generic format error,
// never as the key itself.
import { cleanup, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldError } from '../../../../src/components/form/FieldError';
import { renderWithTexts } from '../../../helpers/render-ui';

afterEach(cleanup);

function Field({ message }: { message: string }) {
  const form = useForm<{ code: string }>();
  const { setError } = form;
  useEffect(() => setError('code', { message }), [setError, message]);
  return (
    <FormProvider {...form}>
      <FieldError name="code" id="code-error" params={() => ({ max: 10 })} />
    </FormProvider>
  );
}

function errorText(language: 'ja' | 'en', message: string) {
  renderWithTexts(<Field message={message} />, language);
  return screen.getByRole('alert').textContent;
}

describe('FieldError', () => {
  it('a known key, with its values', () => {
    expect(errorText('ja', 'errors.maxLength')).toBe('10文字以内で入力してください');
  });

  it('a key with no text reads as the format error, in each language', () => {
    expect(errorText('ja', 'errors.digitsOnly')).toBe('入力形式が正しくありません');
    cleanup();
    expect(errorText('en', 'errors.digitsOnly')).not.toContain('errors.');
  });
});

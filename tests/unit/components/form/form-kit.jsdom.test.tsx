// @vitest-environment jsdom
// The form kit as a visitor meets it: a field says nothing while it is first typed, says what is
// wrong once it is left or the form is sent, follows every change after that, and keeps what was
// typed; the error is translated, announced and tied to its input.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { FormProvider, useFormContext } from 'react-hook-form';
import { I18nextProvider } from '../../../../src/lib/i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { emailSchema } from '../../../../src/components/form/email-schema';
import { FieldError, useFieldAria } from '../../../../src/components/form/FieldError';
import { useZodForm } from '../../../../src/components/form/use-zod-form';
import { createI18n } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const schema = z.object({ email: emailSchema({}) });
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function EmailInput() {
  const { register } = useFormContext<{ email: string }>();
  const aria = useFieldAria('email', { errorId: 'email-error' });
  return <input aria-label="email" {...aria} {...register('email')} />;
}

function Form({ onValid }: { onValid: (values: { email: string }) => void }) {
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <EmailInput />
        <FieldError name="email" id="email-error" />
      </form>
    </FormProvider>
  );
}

async function mount(language: 'ja' | 'en' = 'ja') {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const onValid = vi.fn();
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  await act(async () =>
    root.render(
      <I18nextProvider i18n={createI18n(language, resources)}>
        <Form onValid={onValid} />
      </I18nextProvider>,
    ),
  );
  const input = container.querySelector('input')!;
  const type = async (value: string) =>
    act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const leave = async () =>
    act(async () => void input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
  const send = async () =>
    act(
      async () =>
        void container
          .querySelector('form')!
          .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
    );
  const error = () => container.querySelector('[role="alert"]');
  return { input, type, leave, send, error, onValid };
}

describe('a field of the form kit', () => {
  it('says nothing while first typed, then what is wrong once left, tied to its input', async () => {
    const form = await mount();
    await form.type('a..b@x');
    expect(form.error()).toBeNull();
    expect(form.input.getAttribute('aria-invalid')).toBeNull();
    await form.leave();
    expect(form.error()?.textContent).toBe('正しいメールアドレスを入力してください');
    expect(form.error()?.id).toBe('email-error');
    expect(form.input.getAttribute('aria-invalid')).toBe('true');
    expect(form.input.getAttribute('aria-describedby')).toBe('email-error');
    // From then on it follows every change.
    await form.type('hanako@example.jp');
    expect(form.error()).toBeNull();
    expect(form.input.value).toBe('hanako@example.jp');
  });

  it('says what is wrong when the form is sent, in the page language, and sends nothing', async () => {
    const form = await mount('en');
    await form.send();
    expect(form.error()?.textContent).toBe('This field is required');
    expect(form.onValid).not.toHaveBeenCalled();
  });

  it('sends the value as the rule reads it', async () => {
    const form = await mount();
    await form.type(' ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ ');
    await form.send();
    expect(form.onValid).toHaveBeenCalledWith({ email: 'hanako@example.jp' }, expect.anything());
    expect(form.input.value).toBe(' ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ ');
  });
});

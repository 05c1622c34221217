// @vitest-environment jsdom
// The contact step under the experiments that change it: secureDataUsage B says how the contact data
// is used; phoneRequired B no longer marks the phone number optional. The control shows neither.
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ContactStep } from '../../../../src/features/new-request/components/ContactStep';
import type { RequestFormValues } from '../../../../src/features/new-request/form/values';
import { mountWithTexts as mount } from '../../../helpers/render-ui';

function Contact(props: { phoneRequired?: boolean; secureDataNote?: boolean }) {
  const form = useForm<RequestFormValues>({ defaultValues: { contact: { method: 'email' } } });
  return (
    <FormProvider {...form}>
      <ContactStep phoneRegistration={false} onGoal={() => undefined} {...props} />
    </FormProvider>
  );
}

function render(language: 'ja' | 'en', props: { phoneRequired?: boolean; secureDataNote?: boolean }) {
  const container = mount(language, <Contact {...props} />);
  const phoneLabel = () =>
    container.querySelector('[data-field="contact.phoneNumber"] label')?.textContent ?? '';
  const note = () => container.querySelector('[data-testid="secure-data-note"]')?.textContent ?? null;
  return { phoneLabel, note };
}

describe('contact step variants', () => {
  it('the control: no data-usage note, the phone number marked optional', () => {
    const view = render('ja', {});
    expect(view.note()).toBeNull();
    expect(view.phoneLabel()).toBe('電話番号 (任意)');
  });

  it('secureDataUsage B: the note on how the contact data is used, in the page language', () => {
    expect(render('ja', { secureDataNote: true }).note()).toContain('安全に取り扱います');
    expect(render('en', { secureDataNote: true }).note()).toContain('handle them securely');
  });

  it('phoneRequired B: the phone number is not marked optional', () => {
    expect(render('ja', { phoneRequired: true }).phoneLabel()).toBe('電話番号');
    expect(render('en', { phoneRequired: true }).phoneLabel()).not.toMatch(/optional/i);
  });
});

/** Registering by phone, with the password's length refused as the contact rules refuse it. */
function PhoneContact({ message }: { message: string }) {
  const form = useForm<RequestFormValues>({ defaultValues: { contact: { method: 'phone' } } });
  const { setError } = form;
  useEffect(() => setError('contact.password', { message }), [setError, message]);
  return (
    <FormProvider {...form}>
      <ContactStep phoneRegistration onGoal={() => undefined} />
    </FormProvider>
  );
}

describe('the password when registering by phone', () => {
  it.each([
    ['ja', 'errors.minLength', '8文字以上で入力してください'],
    ['ja', 'errors.maxLength', '128文字以内で入力してください'],
    ['en', 'errors.minLength', 'Please enter at least 8 characters'],
    ['en', 'errors.maxLength', 'Please enter no more than 128 characters'],
  ] as const)('%s: %s names its bound', (language, message, text) => {
    const container = mount(language, <PhoneContact message={message} />);
    expect(container.querySelector('[data-field="contact.password"] [role="alert"]')?.textContent).toBe(text);
  });
});

describe('the ways to register', () => {
  /** The accessible name of each radio and text box (its label's text), in document order. */
  const names = (container: HTMLElement, selector: string) =>
    [...container.querySelectorAll<HTMLInputElement>(selector)].map(
      (input) => (input.closest('label') ?? container.querySelector(`label[for="${input.id}"]`))?.textContent,
    );

  it.each(['ja', 'en'] as const)(
    '%s: no way shares its name with a field (before, English said "Email address" for both)',
    (language) => {
      const container = mount(language, <PhoneContact message="errors.minLength" />);
      const ways = names(container, 'input[type="radio"]');
      const fields = names(container, 'input:not([type="radio"])');
      expect(ways).toHaveLength(2);
      for (const way of ways) expect(fields).not.toContain(way);
    },
  );

  it("each way's text is one flexible box beside its radio (a long one wraps beside it, not under it)", () => {
    const container = mount('en', <PhoneContact message="errors.minLength" />);
    for (const radio of container.querySelectorAll('input[type="radio"]')) {
      const text = radio.nextElementSibling;
      expect(text?.className).toBe('request-option__title');
      expect(radio.parentElement?.textContent).toBe(text?.textContent);
    }
  });
});

// @vitest-environment jsdom
// The contact step's conversion goals: nameClicked when a name field is clicked, phoneNumberClicked
// when the phone-number field is, each once while the form is open.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { FormProvider, useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { ContactStep, type ContactGoal } from '../../../../src/features/new-request/components/ContactStep';
import type { RequestFormValues } from '../../../../src/features/new-request/form/values';
import { createI18n } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function Contact({ onGoal }: { onGoal: (goal: ContactGoal) => void }) {
  const form = useForm<RequestFormValues>();
  return (
    <FormProvider {...form}>
      <ContactStep phoneRegistration={false} onGoal={onGoal} />
    </FormProvider>
  );
}

it('sends nameClicked and phoneNumberClicked where they happen, once each', () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  cleanups.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  const onGoal = vi.fn();
  act(() =>
    root.render(
      <I18nextProvider i18n={createI18n('ja', resources)}>
        <Contact onGoal={onGoal} />
      </I18nextProvider>,
    ),
  );
  const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="contact.${name}"]`)!;

  act(() => field('email').click());
  expect(onGoal).not.toHaveBeenCalled();
  act(() => field('lastName').click());
  act(() => field('firstName').click());
  expect(onGoal.mock.calls).toEqual([['nameClicked']]);
  act(() => field('phoneNumber').click());
  act(() => field('phoneNumber').click());
  expect(onGoal.mock.calls).toEqual([['nameClicked'], ['phoneNumberClicked']]);
});

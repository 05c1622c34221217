// @vitest-environment jsdom
// The contact step's conversion goals: nameClicked when a name field is clicked, phoneNumberClicked
// when the phone-number field is, each once while the form is open.
import { act } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { expect, it, vi } from 'vitest';
import { ContactStep, type ContactGoal } from '../../../../src/features/new-request/components/ContactStep';
import type { RequestFormValues } from '../../../../src/features/new-request/form/values';
import { mountWithTexts } from '../../../helpers/render-ui';

function Contact({ onGoal }: { onGoal: (goal: ContactGoal) => void }) {
  const form = useForm<RequestFormValues>();
  return (
    <FormProvider {...form}>
      <ContactStep phoneRegistration={false} onGoal={onGoal} />
    </FormProvider>
  );
}

it('sends nameClicked and phoneNumberClicked where they happen, once each', () => {
  const onGoal = vi.fn();
  const container = mountWithTexts('ja', <Contact onGoal={onGoal} />);
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

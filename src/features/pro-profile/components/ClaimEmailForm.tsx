import { useId, useMemo } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import { useHydrated } from '@tanstack/react-router';
import { z } from '../../../api/zod';
import { emailSchema } from '../../../components/form/email-schema';
import { FieldError, useFieldAria } from '../../../components/form/FieldError';
import { useEmailHosts } from '../../../components/form/use-email-hosts';
import { useZodForm } from '../../../components/form/use-zod-form';
import { buttonClass } from '../../../components/ui/button';

/** Said for an empty address too: the claim needs one, and one that is not takes the same fix. */
const INVALID = 'pros:claim.invalidEmail';

/**
 * The email a visitor claims an imported profile with. The outcome is neutral whatever the server
 * says (`onClaim` only logs a failure), and the visitor keeps what they typed so they can correct it
 * and send again.
 */
export function ClaimEmailForm({ onClaim }: { onClaim: (email: string) => Promise<unknown> }) {
  const { t } = useTranslation('pros');
  const hosts = useEmailHosts();
  const schema = useMemo(
    () => z.object({ email: emailSchema(hosts, { required: INVALID, invalid: INVALID }) }),
    [hosts],
  );
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  const { isSubmitting, isSubmitSuccessful } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    await onClaim(email);
  });
  return (
    <FormProvider {...form}>
      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          // The button stays pressable while a claim is sent (see ClaimEmailFields): one at a time.
          if (form.formState.isSubmitting) event.preventDefault();
          else void submit(event);
        }}
      >
        <ClaimEmailFields />
      </form>
      <p role="status" className="claim-profile__status">
        {isSubmitSuccessful && !isSubmitting ? t('claim.done') : ''}
      </p>
    </FormProvider>
  );
}

function ClaimEmailFields() {
  const { t } = useTranslation('pros');
  const { register, formState } = useFormContext<{ email: string }>();
  // Nothing handles the press before hydration: the button waits for it.
  const hydrated = useHydrated();
  const inputId = useId();
  const errorId = useId();
  const aria = useFieldAria('email', { errorId });
  return (
    <>
      <label htmlFor={inputId}>{t('claim.emailLabel')}</label>
      <input
        id={inputId}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...aria}
        {...register('email')}
      />
      {/* Busy while the claim is sent, not disabled: a disabled button would drop the focus of a
          keyboard user to the page's start. */}
      <button
        type="submit"
        className={buttonClass('primary')}
        disabled={!hydrated}
        aria-disabled={formState.isSubmitting}
        aria-busy={formState.isSubmitting}
      >
        {formState.isSubmitting ? t('claim.sending') : t('claim.submit')}
      </button>
      <FieldError name="email" id={errorId} className="claim-profile__error" />
    </>
  );
}

import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { changePassword, useApi } from '../../../api';
import { useZodForm } from '../../../components/form/use-zod-form';
import { saveFailureOf, type SaveFailure } from '../save-failure';
import { passwordSchema } from '../schemas';
import { PasswordFields } from './PasswordFields';
import { SaveStatus } from './TextField';

/** A new password, typed twice (`PUT /users/{id}/change-password`). */
export function PasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | undefined>();
  const form = useZodForm(passwordSchema, { defaultValues: { password: '', confirmation: '' } });

  const submit = form.handleSubmit(async ({ password }) => {
    setSaved(false);
    setFailure(undefined);
    try {
      await changePassword(api, userId, password);
      // A changed password is not left in the page.
      form.reset();
      setSaved(true);
    } catch (error) {
      setFailure(saveFailureOf(error, 'account-password'));
    }
  });

  return (
    <section className="account-section" aria-labelledby="account-password">
      <h2 id="account-password">{t('password.heading')}</h2>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <PasswordFields />
          <button type="submit" className={buttonClass('primary')} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('errors.saving') : t('password.save')}
          </button>
          <SaveStatus
            saved={saved ? t('password.saved') : undefined}
            failure={failure && t(`errors.${failure}`)}
          />
        </form>
      </FormProvider>
    </section>
  );
}

import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import { changePassword, useApi } from '../../../api';
import { useZodForm } from '../../../components/form/use-zod-form';
import { refusedPassword, saveFailureOf, type SaveFailure } from '../save-failure';
import { passwordSchema } from '../schemas';
import { useSave } from '../use-save';
import { PasswordFields } from './PasswordFields';
import { SaveControls } from './SaveControls';

/** A new password, typed twice (`PUT /users/{id}/change-password`). */
export function PasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const form = useZodForm(passwordSchema, { defaultValues: { password: '', confirmation: '' } });
  const save = useSave<SaveFailure>(form.watch);

  const submit = form.handleSubmit(async ({ password }) => {
    save.clear();
    try {
      await changePassword(api, userId, password);
      // A changed password is not left in the page.
      form.reset();
      save.saved();
    } catch (error) {
      // A refused password is the field's error, as on the set-password page: another one is needed.
      if (refusedPassword(error, form.setError)) return;
      save.failed(saveFailureOf(error, 'account-password'));
    }
  }, save.clear);

  const failure = save.outcome && 'failure' in save.outcome ? save.outcome.failure : undefined;
  return (
    <section className="account-section" aria-labelledby="account-password">
      <h2 id="account-password">{t('password.heading')}</h2>
      <FormProvider {...form}>
        <form onSubmit={save.onSubmit(submit)} noValidate>
          <PasswordFields />
          <SaveControls
            label={t('password.save')}
            saving={form.formState.isSubmitting}
            saved={save.outcome && 'saved' in save.outcome ? t('password.saved') : undefined}
            failure={failure && t(`errors.${failure}`)}
            answered={save.answered}
          />
        </form>
      </FormProvider>
    </section>
  );
}

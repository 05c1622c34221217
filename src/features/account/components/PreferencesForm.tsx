import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { updateNotificationPreferences, useApi } from '../../../api';
import { useZodForm } from '../../../components/form/use-zod-form';
import { saveFailureOf, type SaveFailure } from '../save-failure';
import { preferencesSchema } from '../schemas';
import { SaveStatus } from './TextField';

/**
 * The newsletter choice (`PUT /users/{id}/notification-preferences`); every transactional notice
 * is always on. The contract has no call that reads the preferences, so the page cannot show the
 * stored choice until it is saved here; it says so.
 */
export function PreferencesForm({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const id = useId();
  const [saved, setSaved] = useState<boolean | undefined>();
  const [failure, setFailure] = useState<SaveFailure | undefined>();
  const form = useZodForm(preferencesSchema, { defaultValues: { newsletter: false } });

  const submit = form.handleSubmit(async ({ newsletter }) => {
    setFailure(undefined);
    try {
      const stored = await updateNotificationPreferences(api, userId, newsletter);
      form.reset({ newsletter: stored.marketing.newsletter });
      setSaved(stored.marketing.newsletter);
    } catch (error) {
      setSaved(undefined);
      setFailure(saveFailureOf(error, 'account-preferences'));
    }
  });

  return (
    <section className="account-section" aria-labelledby="account-preferences">
      <h2 id="account-preferences">{t('preferences.heading')}</h2>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          {saved === undefined && <p>{t('preferences.unknownCurrent')}</p>}
          <div className="account-field">
            <input id={id} type="checkbox" {...form.register('newsletter')} />
            <label htmlFor={id}>{t('preferences.newsletter')}</label>
          </div>
          <p className="account-field__hint">{t('preferences.transactional')}</p>
          <button type="submit" className={buttonClass('primary')} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('errors.saving') : t('preferences.save')}
          </button>
          <SaveStatus
            saved={
              saved === undefined ? undefined : t(saved ? 'preferences.savedOn' : 'preferences.savedOff')
            }
            failure={failure && t(`errors.${failure}`)}
          />
        </form>
      </FormProvider>
    </section>
  );
}

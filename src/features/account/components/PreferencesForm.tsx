import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import { updateNotificationPreferences, useApi } from '../../../api';
import { useZodForm } from '../../../components/form/use-zod-form';
import { saveFailureOf, type SaveFailure } from '../save-failure';
import { preferencesSchema } from '../schemas';
import { useSave } from '../use-save';
import { SaveControls } from './SaveControls';

/**
 * The newsletter choice (`PUT /users/{id}/notification-preferences`); every transactional notice
 * is always on. The contract has no call that reads the preferences, so the page cannot show the
 * stored choice until it is saved here; it says so.
 */
export function PreferencesForm({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  // The stored choice, once a save has answered it (it stays known when the box is changed again).
  const [stored, setStored] = useState<boolean | undefined>();
  const form = useZodForm(preferencesSchema, { defaultValues: { newsletter: false } });
  const save = useSave<SaveFailure>(form.watch);

  const submit = form.handleSubmit(async ({ newsletter }) => {
    save.clear();
    try {
      const preferences = await updateNotificationPreferences(api, userId, newsletter);
      form.reset({ newsletter: preferences.marketing.newsletter });
      setStored(preferences.marketing.newsletter);
      save.saved();
    } catch (error) {
      save.failed(saveFailureOf(error, 'account-preferences'));
    }
  }, save.clear);

  const failure = save.outcome && 'failure' in save.outcome ? save.outcome.failure : undefined;
  return (
    <section className="account-section" aria-labelledby="account-preferences">
      <h2 id="account-preferences">{t('preferences.heading')}</h2>
      <FormProvider {...form}>
        <form onSubmit={save.onSubmit(submit)} noValidate>
          {stored === undefined && <p>{t('preferences.unknownCurrent')}</p>}
          {/* The whole line is the box's label, a tap target high: the box stays beside its text. */}
          <label className="account-check">
            <input type="checkbox" {...form.register('newsletter')} />
            <span>{t('preferences.newsletter')}</span>
          </label>
          <p className="account-field__hint">{t('preferences.transactional')}</p>
          <SaveControls
            label={t('preferences.save')}
            saving={form.formState.isSubmitting}
            saved={
              save.outcome && 'saved' in save.outcome && stored !== undefined
                ? t(stored ? 'preferences.savedOn' : 'preferences.savedOff')
                : undefined
            }
            failure={failure && t(`errors.${failure}`)}
            answered={save.answered}
          />
        </form>
      </FormProvider>
    </section>
  );
}

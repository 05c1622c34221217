import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { updateUser, useApi, userKeys, type User } from '../../../api';
import { useZodForm } from '../../../components/form/use-zod-form';
import { saveFailureOf, type SaveFailure } from '../save-failure';
import { nameSchema, nameValues, withName } from '../schemas';
import { SaveStatus, TextField } from './TextField';

/** The user's kanji and romanised names, saved as the whole user (`PUT /users/{id}`). */
export function NameForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | undefined>();
  const form = useZodForm(nameSchema, { defaultValues: nameValues(user) });

  const submit = form.handleSubmit(async (name) => {
    setSaved(false);
    setFailure(undefined);
    try {
      // The latest user known, so that a field changed elsewhere since the page loaded is not put back.
      const latest = queryClient.getQueryData<User>(userKeys.user(user.id)) ?? user;
      const stored = await updateUser(api, withName(latest, name));
      queryClient.setQueryData(userKeys.user(user.id), stored);
      onSaved(stored);
      form.reset(nameValues(stored));
      setSaved(true);
    } catch (error) {
      setFailure(saveFailureOf(error, 'account-name'));
    }
  });

  return (
    <section className="account-section" aria-labelledby="account-name">
      <h2 id="account-name">{t('name.heading')}</h2>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <div className="account-field-row">
            <TextField name="kanjiLast" label={t('name.kanjiLast')} autoComplete="family-name" />
            <TextField name="kanjiFirst" label={t('name.kanjiFirst')} autoComplete="given-name" />
          </div>
          <div className="account-field-row">
            <TextField
              name="englishLast"
              label={t('name.englishLast')}
              hint={t('name.englishHint')}
              autoComplete="off"
            />
            <TextField name="englishFirst" label={t('name.englishFirst')} autoComplete="off" />
          </div>
          <button type="submit" className={buttonClass('primary')} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('errors.saving') : t('name.save')}
          </button>
          <SaveStatus
            saved={saved ? t('name.saved') : undefined}
            failure={failure && t(`errors.${failure}`)}
          />
        </form>
      </FormProvider>
    </section>
  );
}

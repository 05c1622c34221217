import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import { updateUser, useApi, userKeys, type User } from '../../../api';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Notice } from '../../../components/ui/Notice';
import type { VisitorSession } from '../../../lib/session';
import { dropKeptName, keepName, keptNameOf } from '../kept-name';
import { isRefusal, saveFailureOf, type SaveFailure } from '../save-failure';
import { nameSchema, nameValues, withName } from '../schemas';
import { useSave } from '../use-save';
import { SaveControls } from './SaveControls';
import { TextField } from './TextField';

/**
 * The user's kanji and romanised names, saved as the whole user (`PUT /users/{id}`). `session`: the
 * app's auth store, which a name typed when the session ended is kept with (kept-name.ts).
 */
export function NameForm({
  user,
  onSaved,
  session,
}: {
  user: User;
  onSaved: (user: User) => void;
  session?: VisitorSession | undefined;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const queryClient = useQueryClient();
  // The name this user typed before their session ended, back from signing in again: the form
  // holds it, said to be not yet saved until it is. Read once; forgotten once the form has shown.
  const [kept] = useState(() => keptNameOf(session, user.id));
  const [unsaved, setUnsaved] = useState(kept !== undefined);
  useEffect(() => dropKeptName(session), [session]);
  const form = useZodForm(nameSchema, { defaultValues: kept ?? nameValues(user) });
  // `refused`: the server would not take the name (400/422); asking again later will not change that.
  const save = useSave<SaveFailure | 'refused'>(form.watch);

  const submit = form.handleSubmit(async (name) => {
    save.clear();
    try {
      // The latest user known, so that a field changed elsewhere since the page loaded is not put back.
      const latest = queryClient.getQueryData<User>(userKeys.user(user.id)) ?? user;
      // An answer that is not a whole user fails here: nothing of it is stored or shown.
      const stored = await updateUser(api, withName(latest, name));
      queryClient.setQueryData(userKeys.user(user.id), stored);
      onSaved(stored);
      form.reset(nameValues(stored));
      setUnsaved(false);
      save.saved();
    } catch (error) {
      const failure = isRefusal(error) ? 'refused' : saveFailureOf(error, 'account-name');
      // The session has ended: the sign-in page replaces this one; what was typed waits for the return.
      if (failure === 'sessionEnded') keepName(session, user.id, form.getValues());
      save.failed(failure);
    }
  }, save.clear);

  const failure = save.outcome && 'failure' in save.outcome ? save.outcome.failure : undefined;
  return (
    <section className="account-section" aria-labelledby="account-name">
      <h2 id="account-name">{t('name.heading')}</h2>
      <FormProvider {...form}>
        <form onSubmit={save.onSubmit(submit)} noValidate>
          {unsaved && <Notice>{t('name.restored')}</Notice>}
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
          <SaveControls
            label={t('name.save')}
            saving={form.formState.isSubmitting}
            saved={save.outcome && 'saved' in save.outcome ? t('name.saved') : undefined}
            failure={failure && t(failure === 'refused' ? 'name.refused' : `errors.${failure}`)}
            answered={save.answered}
          />
        </form>
      </FormProvider>
    </section>
  );
}

import { useId, useMemo, useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@tanstack/react-router';
import { z, failureKind, isApiError } from '../../../api';
import { reportPageFailure } from '../../../components/report-failure';
import { emailSchema } from '../../../components/form/email-schema';
import { FieldError, useFieldAria } from '../../../components/form/FieldError';
import { useEmailHosts } from '../../../components/form/use-email-hosts';
import { useZodForm } from '../../../components/form/use-zod-form';
import type { EmailHosts } from '../../../utils/email';
import { buttonClass } from '../../../components/ui/button';
import { startLineSignIn } from '../social-sign-in';
import styles from './SignInPage.module.css';

const signInSchema = (hosts: EmailHosts) =>
  z.object({
    email: emailSchema(hosts),
    password: z.string().min(1, 'errors.required'),
  });
type SignInValues = z.input<ReturnType<typeof signInSchema>>;

/** Email and password sign-in (the contract's assumed POST /auth/sign-in). */
export function SignInPage({
  onSignIn,
  notice,
  lineSignInUrl,
}: {
  onSignIn: (email: string, password: string) => Promise<void>;
  notice?: string;
  /** LINE's authorization URL, where the build configures one: a "sign in with LINE" button. */
  lineSignInUrl?: string | undefined;
}) {
  const { t } = useTranslation(['common', 'form']);
  const [failure, setFailure] = useState<string | undefined>();
  const hosts = useEmailHosts();
  const schema = useMemo(() => signInSchema(hosts), [hosts]);
  const form = useZodForm(schema, { defaultValues: { email: '', password: '' } });

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    try {
      await onSignIn(email, password);
    } catch (error) {
      // "Check your connection" only when no answer came: a 500 or a garbled answer is ours.
      const kind = failureKind(error);
      if (isApiError(error) && error.status === 401) setFailure(t('auth.invalidCredentials'));
      else if (kind === 'rateLimited') setFailure(t('status.rateLimited.description'));
      else if (kind === 'network') setFailure(t('status.offline.description'));
      else setFailure(t('auth.failed'));
      if (!(isApiError(error) && error.status === 401)) reportPageFailure(error, 'sign-in');
    }
  });

  return (
    <article className={`sign-in ${styles.page}`}>
      <title>{`${t('auth.signInTitle')} | ${t('appName')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('auth.signInTitle')}</h1>
      {notice && <p>{notice}</p>}
      {failure && (
        <p role="alert" className="form-error">
          {failure}
        </p>
      )}
      <FormProvider {...form}>
        <form method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <SignInFields />
        </form>
      </FormProvider>
      {lineSignInUrl && (
        <p>
          <button
            type="button"
            className={buttonClass('secondary', { block: true })}
            onClick={() => startLineSignIn(lineSignInUrl)}
          >
            {t('auth.withLine')}
          </button>
        </p>
      )}
    </article>
  );
}

function SignInFields() {
  const { t } = useTranslation('common');
  const { register, formState } = useFormContext<SignInValues>();
  // Until the page is hydrated nothing would handle the press: the button waits (and a native
  // submission, were one to happen, posts — the password never goes into a URL).
  const hydrated = useHydrated();
  const id = useId();
  const emailAria = useFieldAria('email', { errorId: `${id}-email-error` });
  const passwordAria = useFieldAria('password', { errorId: `${id}-password-error` });
  return (
    <>
      <label className={styles.field}>
        {t('auth.email')}
        <input type="email" autoComplete="email" {...emailAria} {...register('email')} />
      </label>
      <FieldError name="email" id={`${id}-email-error`} className={`field-error ${styles.error}`} />
      <label className={styles.field}>
        {t('auth.password')}
        <input type="password" autoComplete="current-password" {...passwordAria} {...register('password')} />
      </label>
      <FieldError name="password" id={`${id}-password-error`} className={`field-error ${styles.error}`} />
      <button
        type="submit"
        className={buttonClass('primary', { block: true })}
        disabled={!hydrated || formState.isSubmitting}
        aria-busy={formState.isSubmitting}
      >
        {formState.isSubmitting ? t('auth.submitting') : t('auth.submit')}
      </button>
    </>
  );
}

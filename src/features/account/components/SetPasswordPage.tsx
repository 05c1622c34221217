import { useHydrated } from '@tanstack/react-router';
import { Link } from '../../../components/Link';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import { isApiError, setPassword, useApi } from '../../../api';
import { useZodForm } from '../../../components/form/use-zod-form';
import { buttonClass } from '../../../components/ui/button';
import { FormCard } from '../../../components/ui/FormCard';
import { Notice } from '../../../components/ui/Notice';
import { refusedPassword, reportedRetryFailure, type RetryFailure } from '../save-failure';
import { passwordSchema } from '../schemas';
import { PasswordFields } from './PasswordFields';
import './account.css';

/** What the link's user sees after sending: the password set, or a link that no longer works (404). */
type Outcome = 'set' | 'invalidLink';

/**
 * The page of the password-set email's link (`/set-password?uid=…&token=…`; a client registered by
 * email only gets one): a new password typed twice, by the account page's rules, sent with the
 * link's user id and one-time token (`POST /users/{id}/password`). Set → a link to sign in. A link
 * without its id or token, or one the server no longer knows (404: expired or used), says so and what
 * to do; a refused password (400/422) is the field's error, as on the account page; a lost
 * connection, a rate limit or a server failure says so with a retry, the message takes the focus
 * (as a failed sign-in's does), and what was typed stays. No session is needed, and the page is not
 * indexed. `email`: the account's email address, when the link gives it: what a password manager
 * saves the new password under (else the user id).
 */
export function SetPasswordPage({
  userId,
  token,
  email,
}: {
  userId?: string | undefined;
  token?: string | undefined;
  email?: string | undefined;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [outcome, setOutcome] = useState<Outcome>();
  return (
    <FormCard data-testid="set-password">
      <title>{`${t('setPassword.title')} | ${t('common:appName')}`}</title>
      <meta name="robots" content="noindex" />
      {/* The address carries the one-time token: it is not passed on to other sites. */}
      <meta name="referrer" content="no-referrer" />
      <h1>{t('setPassword.title')}</h1>
      {!userId || !token ? (
        <LinkProblem message={t('setPassword.incomplete')} help={t('setPassword.incompleteHelp')} />
      ) : outcome === 'invalidLink' ? (
        <LinkProblem message={t('setPassword.invalid')} help={t('setPassword.invalidHelp')} />
      ) : outcome === 'set' ? (
        <>
          <Notice tone="success">{t('setPassword.done')}</Notice>
          <p>{t('setPassword.doneHelp')}</p>
          <p>
            <Link to="/sign-in" search={{ redirect: undefined }} className={buttonClass('primary')}>
              {t('setPassword.signIn')}
            </Link>
          </p>
        </>
      ) : (
        <SetPasswordForm userId={userId} token={token} account={email ?? userId} onOutcome={setOutcome} />
      )}
    </FormCard>
  );
}

/** A link that cannot set a password: why, what to do, and the way to sign in. */
function LinkProblem({ message, help }: { message: string; help: string }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Notice tone="error">{message}</Notice>
      <p>{help}</p>
      <p>
        <Link to="/sign-in" search={{ redirect: undefined }}>
          {t('setPassword.signIn')}
        </Link>
      </p>
    </>
  );
}

function SetPasswordForm({
  userId,
  token,
  account,
  onOutcome,
}: {
  userId: string;
  token: string;
  /** The account's name for password managers (its email, else its id). */
  account: string;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const api = useApi();
  // Until the page is hydrated nothing would handle the press: the button waits.
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<RetryFailure>();
  const failureRef = useRef<HTMLDivElement>(null);
  // Each failure moves the focus to its message (the button, disabled while sending, held it): a
  // screen reader reads it, and the retry is next. Counted: the same failure again moves it too.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) failureRef.current?.focus();
  }, [failures]);
  const form = useZodForm(passwordSchema, { defaultValues: { password: '', confirmation: '' } });

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await setPassword(api, { userId, password, token });
      onOutcome('set');
    } catch (error) {
      if (isApiError(error) && error.status === 404) return onOutcome('invalidLink');
      if (refusedPassword(error, form.setError)) return;
      setFailure(reportedRetryFailure(error, 'set-password'));
      setFailures((count) => count + 1);
    }
  });

  return (
    <>
      <p>{t('setPassword.lead')}</p>
      <FormProvider {...form}>
        <form method="post" onSubmit={(event) => void submit(event)} noValidate>
          {/* The account the new password is for, where password managers look for it: they save the
              password under it. Not shown, nor reached with Tab: nothing to fill in. */}
          <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
          <PasswordFields />
          <button
            type="submit"
            className={buttonClass('primary', { block: true })}
            disabled={!hydrated || form.formState.isSubmitting}
            aria-busy={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? t('errors.saving') : t('setPassword.save')}
          </button>
        </form>
      </FormProvider>
      {failure && (
        <div ref={failureRef} tabIndex={-1}>
          <Notice tone="error" data-testid="set-password-failed">
            {failure === 'offline'
              ? t('common:status.offline.description')
              : failure === 'rateLimited'
                ? t('setPassword.rateLimited')
                : t('setPassword.failed')}{' '}
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={form.formState.isSubmitting}
              onClick={() => void submit()}
            >
              {t('setPassword.retry')}
            </button>
          </Notice>
        </div>
      )}
    </>
  );
}

import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import type { TFunction } from 'i18next';
import { useHydrated } from '@tanstack/react-router';
import { Link } from '../../../components/Link';
import { failureKind, isApiError } from '../../../api';
import { z } from '../../../api/zod';
import { reportPageFailure } from '../../../components/report-failure';
import { emailSchema } from '../../../components/form/email-schema';
import { FieldError, useFieldAria } from '../../../components/form/FieldError';
import { useEmailHosts } from '../../../components/form/use-email-hosts';
import { useZodForm } from '../../../components/form/use-zod-form';
import type { EmailHosts } from '../../../utils/email';
import { buttonClass } from '../../../components/ui/button';
import { FormCard } from '../../../components/ui/FormCard';
import type { AppLanguage } from '../../../lib/i18n';
import {
  completeSocialSignIn,
  isSocialReturn,
  startLineSignIn,
  type SocialReturnOutcome,
  type SocialReturnParams,
} from '../social-sign-in';
import { SessionUnavailableNotice } from './SessionState';
import styles from './SignInPage.module.css';

const signInSchema = (hosts: EmailHosts) =>
  z.object({
    email: emailSchema(hosts),
    password: z.string().min(1, 'errors.required'),
  });
type SignInValues = z.input<ReturnType<typeof signInSchema>>;

type SignedInWithLine = Extract<SocialReturnOutcome, { ok: true }>;

/** What the LINE sign-in needs of the route (where the build configures LINE's authorization URL). */
export interface LineSignIn {
  /** LINE's authorization URL: a "sign in with LINE" button. */
  authorizeUrl: string;
  language: AppLanguage;
  /** The checked path to go back to once signed in. */
  returnTo?: string | undefined;
  /** What LINE returned to this page with (its query), if it did. */
  returned: SocialReturnParams;
  /** The session's code exchange and sign-in. */
  signIn: (input: { provider: 'line'; code: string; redirectUri: string }) => Promise<void>;
  /** Signed in: go where the state's context says. */
  onSignedIn: (outcome: SignedInWithLine) => Promise<void>;
  /** The return was refused or failed: the address drops what LINE added (the message stays). */
  onFailed: (returnTo: string | undefined) => void;
}

/** A stored session that could not be loaded (not refused), and the way to try loading it again. */
export interface SessionFailure {
  error: unknown;
  onRetry: () => Promise<void>;
}

/**
 * Email and password sign-in (the contract's assumed POST /auth/sign-in), and LINE's where configured,
 * with the ways to register under it. A failed sign-in's message takes the focus, the email's and
 * LINE's alike (what was typed stays); a new attempt clears it. `signedIn`: the visitor is signed in
 * and on the way on (the route sends them): no form. `checking`: a stored session is loading, so
 * whether the visitor is signed in is not known yet: a status instead of the form (kept, hidden, with
 * what was typed). `sessionFailure`: it could not load: the cause and a retry over the form.
 */
export function SignInPage({
  onSignIn,
  notice,
  line,
  signedIn = false,
  checking = false,
  sessionFailure,
}: {
  onSignIn: (email: string, password: string) => Promise<void>;
  notice?: string | undefined;
  line?: LineSignIn | undefined;
  signedIn?: boolean;
  checking?: boolean;
  sessionFailure?: SessionFailure | undefined;
}) {
  const { t } = useTranslation(['common', 'form']);
  const [failure, setFailure] = useState<{ message: string; count: number }>();
  const failureRef = useRef<HTMLParagraphElement>(null);
  // Each failure moves the focus to its message (the button, disabled while sending, held it): a
  // screen reader reads it, and Tab goes on to the fields. Counted: the same message again moves it too.
  const fail = (message: string) =>
    setFailure((previous) => ({ message, count: (previous?.count ?? 0) + 1 }));
  const failures = failure?.count ?? 0;
  useEffect(() => {
    if (failures > 0) failureRef.current?.focus();
  }, [failures]);
  const lineReturning = useLineReturn(line, fail);
  const hosts = useEmailHosts();
  const schema = useMemo(() => signInSchema(hosts), [hosts]);
  const form = useZodForm(schema, { defaultValues: { email: '', password: '' } });

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      await onSignIn(email, password);
    } catch (error) {
      // "Check your connection" only when no answer came: a 500 or a garbled answer is ours.
      const kind = failureKind(error);
      if (isApiError(error) && error.status === 401) fail(t('auth.invalidCredentials'));
      else if (kind === 'rateLimited') fail(t('status.rateLimited.description'));
      else if (kind === 'network') fail(t('status.offline.description'));
      else fail(t('auth.failed'));
      if (!(isApiError(error) && error.status === 401)) reportPageFailure(error, 'sign-in');
    }
  });
  // A new attempt: the last one's message no longer describes anything (a field's own error, or the
  // new answer, follows). Kept count: the next failure still takes the focus.
  const attempt = (event: React.FormEvent<HTMLFormElement>) => {
    setFailure((previous) => previous && { ...previous, message: '' });
    void submit(event);
  };
  // While sending, or back from LINE, the form is the visitor's: the session's loading is theirs.
  const waiting = checking && !form.formState.isSubmitting && !lineReturning;

  if (signedIn)
    return (
      <FormCard className="sign-in">
        <title>{`${t('auth.signInTitle')} | ${t('appName')}`}</title>
        <meta name="robots" content="noindex" />
        <h1>{t('auth.signInTitle')}</h1>
        <p role="status">{t('auth.alreadySignedIn')}</p>
      </FormCard>
    );

  return (
    <FormCard className="sign-in">
      <title>{`${t('auth.signInTitle')} | ${t('appName')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('auth.signInTitle')}</h1>
      {waiting && <p role="status">{t('auth.session.checking')}</p>}
      {!waiting && sessionFailure && (
        <SessionUnavailableNotice error={sessionFailure.error} onRetry={sessionFailure.onRetry} />
      )}
      {!waiting && notice && <p>{notice}</p>}
      {lineReturning && <p role="status">{t('auth.line.signingIn')}</p>}
      {failure?.message && (
        <p role="alert" className="form-error" tabIndex={-1} ref={failureRef}>
          {failure.message}
        </p>
      )}
      <div hidden={waiting}>
        <FormProvider {...form}>
          <form method="post" className={styles.form} onSubmit={attempt} noValidate>
            <SignInFields />
          </form>
        </FormProvider>
        {line && (
          <p>
            <button
              type="button"
              className={buttonClass('secondary', { block: true })}
              disabled={lineReturning}
              onClick={() =>
                startLineSignIn({
                  authorizeUrl: line.authorizeUrl,
                  language: line.language,
                  returnTo: line.returnTo,
                })
              }
            >
              {t('auth.withLine')}
            </button>
          </p>
        )}
        <ul className={styles.ways}>
          <li>
            <Link to="/start">{t('auth.registerByRequest')}</Link>
          </li>
          <li>
            <Link to="/pro/signup">{t('auth.registerAsPro')}</Link>
          </li>
        </ul>
      </div>
    </FormCard>
  );
}

/**
 * The return leg of a LINE sign-in, run once when the page is LINE's return address; a failure is the
 * page's message (the email form stays usable). True while it runs.
 */
function useLineReturn(line: LineSignIn | undefined, fail: (message: string) => void) {
  const { t } = useTranslation('common');
  const returned = line !== undefined && isSocialReturn(line.returned);
  const [running, setRunning] = useState(returned);
  const started = useRef(false);
  // Reads the latest props and texts; the effect runs it once.
  const complete = useEffectEvent(async () => {
    const current = line;
    if (!current) return;
    const outcome = await completeSocialSignIn({
      params: current.returned,
      signInWithSocial: current.signIn,
      redirectUri: `${window.location.origin}${window.location.pathname}`,
    });
    if (outcome.ok) {
      await current.onSignedIn(outcome);
      return;
    }
    setRunning(false);
    fail(lineFailureText(outcome, t));
    current.onFailed(outcome.returnTo);
  });
  // Once, on arrival: what LINE returned with is read then and used up.
  useEffect(() => {
    if (!returned || started.current) return;
    started.current = true;
    void complete();
  }, [returned]);
  return running;
}

function lineFailureText(outcome: Exclude<SocialReturnOutcome, { ok: true }>, t: TFunction<'common'>) {
  switch (outcome.failure) {
    case 'cancelled':
      return t('auth.line.cancelled');
    case 'stateRefused':
      return t('auth.line.stateRefused');
    case 'providerError':
      return t('auth.line.failed');
    case 'exchangeFailed': {
      const { error } = outcome;
      if (isApiError(error) && error.status === 401) return t('auth.line.failed');
      const kind = failureKind(error);
      if (kind === 'rateLimited') return t('status.rateLimited.description');
      if (kind === 'network') return t('status.offline.description');
      reportPageFailure(error, 'sign-in');
      return t('auth.failed');
    }
  }
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

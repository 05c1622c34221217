import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

/**
 * Email and password sign-in (the contract's assumed POST /auth/sign-in), and LINE's where configured,
 * with the ways to register under it. A failed sign-in's message takes the focus (what was typed
 * stays). `signedIn`: the visitor is signed in and on the way on (the route sends them): no form.
 */
export function SignInPage({
  onSignIn,
  notice,
  line,
  signedIn = false,
}: {
  onSignIn: (email: string, password: string) => Promise<void>;
  notice?: string;
  line?: LineSignIn | undefined;
  signedIn?: boolean;
}) {
  const { t } = useTranslation(['common', 'form']);
  const [failure, setFailure] = useState<string | undefined>();
  const failureRef = useRef<HTMLParagraphElement>(null);
  // Each failed submit moves the focus to its message (the button, disabled while sending, held it):
  // a screen reader reads it, and Tab goes on to the fields.
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    if (failedSubmits > 0) failureRef.current?.focus();
  }, [failedSubmits]);
  const lineReturning = useLineReturn(line, setFailure);
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
      setFailedSubmits((count) => count + 1);
      if (!(isApiError(error) && error.status === 401)) reportPageFailure(error, 'sign-in');
    }
  });

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
      {notice && <p>{notice}</p>}
      {lineReturning && <p role="status">{t('auth.line.signingIn')}</p>}
      {failure && (
        <p role="alert" className="form-error" tabIndex={-1} ref={failureRef}>
          {failure}
        </p>
      )}
      <FormProvider {...form}>
        <form method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
    </FormCard>
  );
}

/**
 * The return leg of a LINE sign-in, run once when the page is LINE's return address; a failure is the
 * page's message (the email form stays usable). True while it runs.
 */
function useLineReturn(line: LineSignIn | undefined, setFailure: (message: string | undefined) => void) {
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
    setFailure(lineFailureText(outcome, t));
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

import { useHydrated } from '@tanstack/react-router';
import { Link } from '../../../components/Link';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import { isApiError, isEmailRegistered, register, useApi, type AuthToken, type User } from '../../../api';
import { useEmailHosts } from '../../../components/form/use-email-hosts';
import { useZodForm } from '../../../components/form/use-zod-form';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/Notice';
import type { AppLanguage } from '../../../lib/i18n';
import {
  failedRegistrationStep,
  registrationFailureMessage,
  type RegistrationFailure,
  type SignInFailure,
} from '../failure';
import { createProProfile, registerByPhone } from '../phone-registration';
import { registeredBy, type ReferrerSearch } from '../referrer';
import { useRegisteredAccount } from '../registered-account';
import { signupSchema } from '../schemas';
import { AccountFields } from './AccountFields';
import { JobTypePicker } from './JobTypePicker';
import { PhoneSignup, type PhoneSignupProps } from './PhoneSignup';
import styles from './ProSignup.module.css';

/**
 * The pro sign-up landing: job types from the sign-up category tree, then email and password →
 * `POST /auth/register` (mode pro). A taken email says so with a sign-in link; a refused
 * registration shows the server's text; what was typed and picked stays. The account is then
 * signed in with its token; when only that fails the page says so (the account exists: registering
 * again would answer "already registered") and the next press signs in with the same account —
 * unless its session ended at once (the new token refused), or the visitor signed out meanwhile
 * (here or in another tab) or another session took the page's: then the account is forgotten and the
 * page sends the visitor to sign in with the email and password they registered.
 * Where phone verification is configured, registering by phone is the second way (PhoneSignup):
 * mode phoneNumberRegistration carries no job types, so once signed in the new user's pro profile
 * is created (`POST /users/{id}/pro-profile`: the job types, tier new-user, the sales referrer) —
 * and, when only that failed, created again alone with the same account.
 */
export function ProSignupPage({
  language,
  referrer,
  phone,
  signIn,
  onRegistered,
  registeredPro,
}: {
  language: AppLanguage;
  /** The signed-in user is a pro already: whether their registration is still to be finished. */
  registeredPro?: { resume: boolean } | undefined;
  referrer: ReferrerSearch;
  /** Registering by phone, where the build verifies phone numbers. */
  phone?: Pick<PhoneSignupProps, 'verification' | 'widgetUrl'> | undefined;
  /** Signs the new account in with its registration's token (the session adopts it); throws what failed. */
  signIn: (auth: AuthToken) => Promise<void>;
  /** Signed in (and set up: the user as the set-up saved it, when there was one): opens onboarding. */
  onRegistered: (saved?: User) => Promise<void>;
}) {
  const { t } = useTranslation(['account', 'common', 'form']);
  const api = useApi();
  const hydrated = useHydrated();
  const hosts = useEmailHosts();
  const schema = useMemo(() => signupSchema(hosts), [hosts]);
  const form = useZodForm(schema, { defaultValues: { email: '', password: '' } });
  const [category, setCategory] = useState<string | undefined>();
  const [jobTypes, setJobTypes] = useState<string[]>([]);
  const [problem, setProblem] = useState<
    | { kind: 'noJobTypes' }
    | { kind: 'taken' }
    | { kind: 'failed'; failure: RegistrationFailure }
    /** Registered, but signing in with the new account failed, or its session ended at once. */
    | SignInFailure
    | undefined
  >();
  // The press under way only signs in (with `account`): the busy button says so.
  const [signingInOnly, setSigningInOnly] = useState(false);
  const id = useId();
  // The account section's message takes the focus when shown (the busy button had it).
  const alert = useRef<HTMLParagraphElement>(null);
  const [problemsShown, setProblemsShown] = useState(0);
  useEffect(() => {
    if (problemsShown > 0) alert.current?.focus();
  }, [problemsShown]);
  const fail = (next: NonNullable<typeof problem>) => {
    setProblem(next);
    setProblemsShown((count) => count + 1);
  };
  // The account registered by an earlier press whose sign-in failed: the next press signs in with it.
  const { account, ended, signInRegistered } = useRegisteredAccount(signIn, fail);
  const sales = registeredBy(referrer);

  const toggle = (jobType: string) => {
    setProblem(undefined);
    setJobTypes((current) =>
      current.includes(jobType) ? current.filter((entry) => entry !== jobType) : [...current, jobType],
    );
  };

  /** The job types picked, or none: then the page says so and the picker takes the focus. */
  const picked = (): [string, ...string[]] | undefined => {
    setProblem(undefined);
    const [first, ...rest] = jobTypes;
    if (first) return [first, ...rest];
    setProblem({ kind: 'noJobTypes' });
    // Its top, where the message is: focus alone scrolls only "if needed", and a section whose
    // chips are on screen (a phone, the visitor at the button below) would stay scrolled past it.
    const section = document.getElementById(`${id}-picker`);
    section?.focus({ preventScroll: true });
    section?.scrollIntoView({ block: 'start' });
    return undefined;
  };

  /** Registers with the email and the job types picked: the new account, or undefined once the problem is shown. */
  const registerAccount = async (email: string, password: string): Promise<AuthToken | undefined> => {
    const chosen = picked();
    if (!chosen) return undefined;
    try {
      if (await isEmailRegistered(api, email)) {
        fail({ kind: 'taken' });
        return undefined;
      }
      return await register(api, {
        mode: 'pro',
        email,
        password,
        jobTypes: chosen,
        ...sales,
      });
    } catch (error) {
      // Taken between the check and the registration (the contract's 409): the same message and
      // sign-in link as the check's.
      if (isApiError(error) && error.code === 'EMAIL_ALREADY_REGISTERED') {
        fail({ kind: 'taken' });
        return undefined;
      }
      fail({ kind: 'failed', failure: failedRegistrationStep(error) });
      return undefined;
    }
  };

  const submit = form.handleSubmit(async ({ email, password }) => {
    setProblem(undefined);
    setSigningInOnly(account !== undefined);
    if (await signInRegistered(() => registerAccount(email, password))) await onRegistered();
  });
  // A press while the registration runs does nothing: the button is marked busy, not disabled, so
  // the focus stays on it (a disabled button drops it to the page, and its busy text goes unread).
  // Once the address's account exists but its session ended, signing in is the way on: nothing is sent.
  const running = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ended || running.current) return;
    running.current = true;
    void submit(event).finally(() => {
      running.current = false;
    });
  };

  if (registeredPro)
    return (
      <article className={styles.page} data-testid="pro-signup-registered">
        <title>{`${t('proSignup.title')} | ${t('common:appName')}`}</title>
        <h1>{t('proSignup.title')}</h1>
        <Notice>{t('proSignup.alreadyPro')}</Notice>
        <p>
          {registeredPro.resume ? (
            <Link to="/pro/onboarding" className={buttonClass('primary')}>
              {t('dashboard.continueOnboarding')}
            </Link>
          ) : (
            <Link to="/dashboard/pro" className={buttonClass('primary')}>
              {t('common:auth.proDashboard')}
            </Link>
          )}
        </p>
      </article>
    );

  return (
    <article className={styles.page}>
      <title>{`${t('proSignup.title')} | ${t('common:appName')}`}</title>
      <h1>{t('proSignup.title')}</h1>
      <p>{t('proSignup.lead')}</p>
      {sales.referer && <Notice data-testid="sales-referral">{t('proSignup.salesReferral')}</Notice>}
      <section
        className={styles.section}
        aria-labelledby="pro-signup-job-types"
        id={`${id}-picker`}
        tabIndex={-1}
      >
        <h2 id="pro-signup-job-types">{t('proSignup.jobTypesHeading')}</h2>
        {/* Where the focus goes when no service is chosen: the message is read and seen there (a
            phone's screen shows this section's top, not the account section below). */}
        {problem?.kind === 'noJobTypes' && <Notice tone="error">{t('proSignup.noJobTypeChosen')}</Notice>}
        <JobTypePicker
          language={language}
          category={category}
          onCategory={setCategory}
          selected={jobTypes}
          onToggle={toggle}
        />
      </section>
      <section className={styles.section} aria-labelledby="pro-signup-account">
        <h2 id="pro-signup-account">{t('proSignup.accountHeading')}</h2>
        {problem?.kind === 'taken' && (
          <p role="alert" className="form-error" data-testid="email-taken" tabIndex={-1} ref={alert}>
            {t('proSignup.emailTaken')}{' '}
            <Link to="/sign-in" search={{ redirect: undefined }}>
              {t('proSignup.signInInstead')}
            </Link>
          </p>
        )}
        {problem?.kind === 'failed' && (
          <p role="alert" className="form-error" data-testid="registration-failed" tabIndex={-1} ref={alert}>
            {registrationFailureMessage(t, problem.failure)}
          </p>
        )}
        {problem?.kind === 'signInFailed' && (
          <p role="alert" className="form-error" data-testid="sign-in-failed" tabIndex={-1} ref={alert}>
            {t('proSignup.signInFailed')}
            {problem.failure.kind === 'network' && ` ${t('proSignup.failures.network')}`}{' '}
            {/* A pro registered by email has a password: signing in on the sign-in page is the
                other way in (the retry may meet the same failure). */}
            <Link to="/sign-in" search={{ redirect: undefined }}>
              {t('proSignup.signInInstead')}
            </Link>
          </p>
        )}
        {/* Signed in there, a pro whose registration is in progress goes on to its set-up. */}
        {problem?.kind === 'sessionEnded' && (
          <p role="alert" className="form-error" data-testid="session-ended" tabIndex={-1} ref={alert}>
            {t('proSignup.sessionEnded')}{' '}
            <Link to="/sign-in" search={{ redirect: undefined }}>
              {t('proSignup.signInInstead')}
            </Link>
          </p>
        )}
        <FormProvider {...form}>
          <form method="post" className={styles.form} onSubmit={onSubmit} noValidate>
            <AccountFields registered={account !== undefined || ended} />
            {ended ? (
              // Registering the address again would only answer "already registered".
              <Link
                to="/sign-in"
                search={{ redirect: undefined }}
                className={buttonClass('primary', { block: true })}
              >
                {t('proSignup.signInInstead')}
              </Link>
            ) : (
              <button
                type="submit"
                className={buttonClass('primary', { block: true })}
                disabled={!hydrated}
                aria-disabled={form.formState.isSubmitting || undefined}
                aria-busy={form.formState.isSubmitting}
              >
                {form.formState.isSubmitting
                  ? t(signingInOnly ? 'proSignup.signingIn' : 'proSignup.submitting')
                  : account
                    ? t('proSignup.retrySignIn')
                    : t('proSignup.submit')}
              </button>
            )}
          </form>
        </FormProvider>
      </section>
      {phone && (
        <PhoneSignup
          verification={phone.verification}
          widgetUrl={phone.widgetUrl}
          ready={() => picked() !== undefined}
          onRegister={(input) => registerByPhone(api, input)}
          onUseEmail={() => form.setFocus('email', { shouldSelect: false })}
          signIn={signIn}
          onSignedIn={async (auth) => {
            const chosen = picked();
            if (!chosen) return;
            await onRegistered(await createProProfile(api, auth.uid, chosen, referrer));
          }}
        />
      )}
    </article>
  );
}

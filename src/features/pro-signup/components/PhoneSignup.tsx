import { useHydrated } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import { isApiError, type AuthToken } from '../../../api';
import { FieldError, useFieldAria } from '../../../components/form/FieldError';
import { useZodForm } from '../../../components/form/use-zod-form';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/Notice';
import type { PhoneVerificationAdapter } from '../../../lib/captcha';
import { usePhoneLoginWidget, WIDGET_TIMEOUT_MESSAGE } from '../../../lib/phone-login';
import {
  failedRegistrationStep,
  registrationFailureMessage,
  type RegistrationFailure,
  type SignInFailure,
} from '../failure';
import { useRegisteredAccount } from '../registered-account';
import { phoneSignupSchema } from '../schemas';
import { NewPasswordField } from './AccountFields';
import styles from './ProSignup.module.css';

type PhoneSignupInput = { phoneNumber: string; password: string };

/** The registration's refusals (POST /auth/register, mode phoneNumberRegistration) the page words itself. */
const PHONE_TAKEN = 'PHONE_NUMBER_ALREADY_REGISTERED';
const TOKEN_REFUSED = 'INVALID_PHONE_VERIFICATION_TOKEN';

/** What registering by phone needs from the page. */
export interface PhoneSignupProps {
  /** Verifies the number (the phone-login widget's dialog, or the stub) and gives its token. */
  verification: PhoneVerificationAdapter;
  /** The widget's script, when the verification goes through one: its state is shown here. */
  widgetUrl: string | undefined;
  /**
   * Checks the page's own part (job types picked) before anything is sent; false stops here.
   */
  ready: () => boolean;
  /** Registers with the number, the password and the widget's token: the new account's session. */
  onRegister: (input: {
    loginPhoneNumber: string;
    password: string;
    phoneNumberVerificationToken: string;
  }) => Promise<AuthToken>;
  /**
   * Signs the new account in with its registration's token; throws what failed. Called again with
   * the same account on a retry.
   */
  signIn: (auth: AuthToken) => Promise<void>;
  /** Signed in: creates the account's pro profile and goes on to onboarding; again alone on a retry. */
  onSignedIn: (auth: AuthToken) => Promise<void>;
  /** Takes the visitor to the email registration (the way on when this account cannot go on). */
  onUseEmail: () => void;
}

type Problem =
  | { kind: 'cancelled' | 'taken' | 'verificationRefused' }
  | { kind: 'failed'; failure: RegistrationFailure }
  /**
   * Registered, but signing in with the new account failed (no profile was tried), or its session
   * ended at once: then nothing signs in with it (no sign-in by phone); registering by email is the way on.
   */
  | SignInFailure
  /** Registered (and signed in), but the pro profile was not created. */
  | { kind: 'profileFailed'; failure: RegistrationFailure };

/**
 * The second way to register as a pro: a phone number the phone-login widget verifies (its own
 * dialog asks for the SMS code), and a password → `POST /auth/register` (mode
 * phoneNumberRegistration). While the widget's script loads the button waits; when it times out
 * the page says so (the timeout is reported by the widget's loader) and offers a retry. A number
 * already registered, and a verification the server refused (the number is verified again on the
 * next press), each have their own message; a number already registered is offered no sign-in (the
 * contract's sign-in takes an email, never a phone number). Registering makes the account, signs
 * it in, then creates its pro profile: when a step after the registration fails, the page says which
 * (signing in, or the profile) and the next press goes on from there with the same account —
 * registering again would refuse the user's own number — until the account's session ends, the
 * visitor signs out (here or in another tab) or another session takes the page's: the account cannot
 * go on then (no sign-in by phone). Each failure's message takes the focus (the widget's dialog, or
 * the disabled button, had it).
 */
export function PhoneSignup({
  verification,
  widgetUrl,
  ready,
  onRegister,
  signIn,
  onSignedIn,
  onUseEmail,
}: PhoneSignupProps) {
  const { t } = useTranslation(['account', 'common', 'form']);
  const hydrated = useHydrated();
  const widget = usePhoneLoginWidget(widgetUrl);
  const form = useZodForm(phoneSignupSchema, { defaultValues: { phoneNumber: '', password: '' } });
  const [problem, setProblem] = useState<Problem>();
  // The press under way only signs in again (after a failed sign-in): the busy button says so.
  const [signingInOnly, setSigningInOnly] = useState(false);
  const alert = useRef<HTMLParagraphElement>(null);
  const [problemsShown, setProblemsShown] = useState(0);
  useEffect(() => {
    if (problemsShown > 0) alert.current?.focus();
  }, [problemsShown]);
  const fail = (next: Problem) => {
    setProblem(next);
    setProblemsShown((count) => count + 1);
  };
  // The account registered by an earlier press whose sign-in or pro profile failed.
  const { account, ended, signInRegistered } = useRegisteredAccount(signIn, fail);
  const waiting = !account && widgetUrl !== undefined && widget.state !== 'initialized';

  /** Verifies the number and registers it: the new account, or undefined once the problem is shown. */
  const registerNumber = async (phoneNumber: string, password: string): Promise<AuthToken | undefined> => {
    let token: string;
    try {
      token = await verification.verify(phoneNumber);
    } catch (error) {
      // A timed-out widget shows its own state (and was reported where it timed out).
      if (!(error instanceof Error && error.message === WIDGET_TIMEOUT_MESSAGE)) fail({ kind: 'cancelled' });
      return undefined;
    }
    try {
      return await onRegister({
        loginPhoneNumber: phoneNumber,
        password,
        phoneNumberVerificationToken: token,
      });
    } catch (error) {
      // The number is taken (409), or the provider's token was refused (400): said in the visitor's words.
      if (isApiError(error) && error.code === PHONE_TAKEN) fail({ kind: 'taken' });
      else if (isApiError(error) && error.code === TOKEN_REFUSED) fail({ kind: 'verificationRefused' });
      else {
        fail({ kind: 'failed', failure: failedRegistrationStep(error) });
      }
      return undefined;
    }
  };

  const submit = form.handleSubmit(async ({ phoneNumber, password }) => {
    // The number's account cannot go on (its session ended, no sign-in by phone): its message stays.
    if (ended) return;
    setSigningInOnly(account !== undefined && problem?.kind === 'signInFailed');
    setProblem(undefined);
    if (!ready()) return;
    // Signing in again on each retry (the session may have ended meanwhile) is harmless: the same account.
    const registered = await signInRegistered(() => registerNumber(phoneNumber, password));
    if (!registered) return;
    try {
      await onSignedIn(registered);
    } catch (error) {
      fail({ kind: 'profileFailed', failure: failedRegistrationStep(error) });
    }
  });

  return (
    <section className={styles.section} aria-labelledby="pro-signup-phone" data-testid="phone-signup">
      <h2 id="pro-signup-phone">{t('proSignup.phone.heading')}</h2>
      <p>{t('proSignup.phone.lead')}</p>
      {widgetUrl && widget.state === 'loading' && (
        <p role="status" data-testid="phone-widget-loading">
          {t('proSignup.phone.widgetLoading')}
        </p>
      )}
      {widgetUrl && widget.state === 'failed' && (
        <Notice tone="error" data-testid="phone-widget-failed">
          {t('proSignup.phone.widgetFailed')}{' '}
          <button type="button" className={buttonClass('secondary')} onClick={widget.retry}>
            {t('common:status.retry')}
          </button>
        </Notice>
      )}
      {problem?.kind === 'cancelled' && (
        <p role="alert" className="form-error" tabIndex={-1} ref={alert}>
          {t('proSignup.phone.notVerified')}
        </p>
      )}
      {problem?.kind === 'taken' && (
        <p role="alert" className="form-error" data-testid="phone-taken" tabIndex={-1} ref={alert}>
          {t('proSignup.phone.taken')}
        </p>
      )}
      {problem?.kind === 'verificationRefused' && (
        <p
          role="alert"
          className="form-error"
          data-testid="phone-verification-refused"
          tabIndex={-1}
          ref={alert}
        >
          {t('proSignup.phone.verificationRefused')}
        </p>
      )}
      {problem?.kind === 'failed' && (
        <p
          role="alert"
          className="form-error"
          data-testid="phone-registration-failed"
          tabIndex={-1}
          ref={alert}
        >
          {registrationFailureMessage(t, problem.failure)}
        </p>
      )}
      {problem?.kind === 'signInFailed' && (
        <p role="alert" className="form-error" data-testid="phone-sign-in-failed" tabIndex={-1} ref={alert}>
          {t('proSignup.phone.signInFailed')}
          {problem.failure.kind === 'network' && ` ${t('proSignup.failures.network')}`}
        </p>
      )}
      {problem?.kind === 'sessionEnded' && (
        <p role="alert" className="form-error" data-testid="phone-session-ended" tabIndex={-1} ref={alert}>
          {t('proSignup.phone.sessionEnded')}
        </p>
      )}
      {problem?.kind === 'profileFailed' && (
        <p role="alert" className="form-error" data-testid="phone-profile-failed" tabIndex={-1} ref={alert}>
          {t('proSignup.phone.profileFailed')}
          {problem.failure.kind === 'network' && ` ${t('proSignup.failures.network')}`}
        </p>
      )}
      <FormProvider {...form}>
        <form method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <PhoneFields registered={account !== undefined || ended} />
          {ended ? (
            // Registering the number again would send a new SMS check and be refused as registered.
            <button type="button" className={buttonClass('primary', { block: true })} onClick={onUseEmail}>
              {t('proSignup.phone.useEmail')}
            </button>
          ) : (
            <button
              type="submit"
              className={buttonClass('primary', { block: true })}
              disabled={!hydrated || waiting || form.formState.isSubmitting}
              aria-busy={form.formState.isSubmitting}
            >
              {form.formState.isSubmitting
                ? t(signingInOnly ? 'proSignup.signingIn' : 'proSignup.submitting')
                : account
                  ? problem?.kind === 'signInFailed'
                    ? t('proSignup.retrySignIn')
                    : t('proSignup.phone.retryProfile')
                  : t('proSignup.phone.submit')}
            </button>
          )}
        </form>
      </FormProvider>
    </section>
  );
}

/**
 * The phone number and the password, inside the form's provider (their errors are read from it).
 * Once `registered` they are the account's and cannot change (kept on screen, read-only).
 */
function PhoneFields({ registered }: { registered: boolean }) {
  const { t } = useTranslation(['account', 'common']);
  const { register } = useFormContext<PhoneSignupInput>();
  const id = useId();
  const phoneAria = useFieldAria('phoneNumber', { errorId: `${id}-phone-error` });
  return (
    <>
      <label className={styles.field}>
        {t('proSignup.phone.number')}
        {/* The number is the account's name beside its new password: a password manager saves
            the two together (the phone keypad still comes up). */}
        <input
          type="tel"
          autoComplete="username"
          inputMode="tel"
          readOnly={registered}
          {...phoneAria}
          {...register('phoneNumber')}
        />
      </label>
      <FieldError name="phoneNumber" id={`${id}-phone-error`} />
      <NewPasswordField label={t('proSignup.phone.password')} registered={registered} />
    </>
  );
}

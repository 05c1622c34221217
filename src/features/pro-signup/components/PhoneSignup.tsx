import { useHydrated } from '@tanstack/react-router';
import { Link } from '../../../components/Link';
import { useId, useState } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api';
import { FieldError, useFieldAria } from '../../../components/form/FieldError';
import { useZodForm } from '../../../components/form/use-zod-form';
import { reportPageFailure } from '../../../components/report-failure';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/Notice';
import type { PhoneVerificationAdapter } from '../../../lib/captcha';
import { usePhoneLoginWidget, WIDGET_TIMEOUT_MESSAGE } from '../../../lib/phone-login';
import { registrationFailureText } from '../failure';
import { passwordBounds } from '../../../utils/password';
import { phoneSignupSchema } from '../schemas';
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
  /** Registers with the number, the password and the widget's token, and goes on to onboarding. */
  onSubmit: (input: {
    loginPhoneNumber: string;
    password: string;
    phoneNumberVerificationToken: string;
  }) => Promise<void>;
}

/**
 * The second way to register as a pro: a phone number the phone-login widget verifies (its own
 * dialog asks for the SMS code), and a password → `POST /auth/register` (mode
 * phoneNumberRegistration). While the widget's script loads the button waits; when it times out
 * the page says so (the timeout is reported by the widget's loader) and offers a retry. A number
 * already registered, and a verification the server refused (the number is verified again on the
 * next press), each have their own message.
 */
export function PhoneSignup({ verification, widgetUrl, ready, onSubmit }: PhoneSignupProps) {
  const { t } = useTranslation(['account', 'common', 'form']);
  const hydrated = useHydrated();
  const widget = usePhoneLoginWidget(widgetUrl);
  const form = useZodForm(phoneSignupSchema, { defaultValues: { phoneNumber: '', password: '' } });
  const [problem, setProblem] = useState<
    { kind: 'cancelled' | 'taken' | 'verificationRefused' } | { kind: 'failed'; text: string | undefined }
  >();
  const waiting = widgetUrl !== undefined && widget.state !== 'initialized';

  const submit = form.handleSubmit(async ({ phoneNumber, password }) => {
    setProblem(undefined);
    if (!ready()) return;
    let token: string;
    try {
      token = await verification.verify(phoneNumber);
    } catch (error) {
      // A timed-out widget shows its own state (and was reported where it timed out).
      if (!(error instanceof Error && error.message === WIDGET_TIMEOUT_MESSAGE))
        setProblem({ kind: 'cancelled' });
      return;
    }
    try {
      await onSubmit({ loginPhoneNumber: phoneNumber, password, phoneNumberVerificationToken: token });
    } catch (error) {
      // The number is taken (409), or the provider's token was refused (400): said in the visitor's words.
      if (isApiError(error) && error.code === PHONE_TAKEN) return setProblem({ kind: 'taken' });
      if (isApiError(error) && error.code === TOKEN_REFUSED)
        return setProblem({ kind: 'verificationRefused' });
      if (!isApiError(error) || error.status >= 500) reportPageFailure(error, 'pro-signup');
      setProblem({ kind: 'failed', text: registrationFailureText(error) });
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
        <p role="alert" className="form-error">
          {t('proSignup.phone.notVerified')}
        </p>
      )}
      {problem?.kind === 'taken' && (
        <p role="alert" className="form-error" data-testid="phone-taken">
          {t('proSignup.phone.taken')}{' '}
          <Link to="/sign-in" search={{ redirect: undefined }}>
            {t('proSignup.signInInstead')}
          </Link>
        </p>
      )}
      {problem?.kind === 'verificationRefused' && (
        <p role="alert" className="form-error" data-testid="phone-verification-refused">
          {t('proSignup.phone.verificationRefused')}
        </p>
      )}
      {problem?.kind === 'failed' && (
        <p role="alert" className="form-error" data-testid="phone-registration-failed">
          {t('proSignup.failed')}
          {problem.text && ` ${problem.text}`}
        </p>
      )}
      <FormProvider {...form}>
        <form method="post" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <PhoneFields />
          <button
            type="submit"
            className={buttonClass('primary', { block: true })}
            disabled={!hydrated || waiting || form.formState.isSubmitting}
            aria-busy={form.formState.isSubmitting}
          >
            {form.formState.isSubmitting ? t('proSignup.submitting') : t('proSignup.phone.submit')}
          </button>
        </form>
      </FormProvider>
    </section>
  );
}

/** The phone number and the password, inside the form's provider (their errors are read from it). */
function PhoneFields() {
  const { t } = useTranslation(['account', 'common']);
  const { register } = useFormContext<PhoneSignupInput>();
  const id = useId();
  const phoneAria = useFieldAria('phoneNumber', { errorId: `${id}-phone-error` });
  const passwordAria = useFieldAria('password', { errorId: `${id}-password-error` });
  return (
    <>
      <label className={styles.field}>
        {t('proSignup.phone.number')}
        <input
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          {...phoneAria}
          {...register('phoneNumber')}
        />
      </label>
      <FieldError name="phoneNumber" id={`${id}-phone-error`} />
      <label className={styles.field}>
        {t('proSignup.phone.password')}
        <input type="password" autoComplete="new-password" {...passwordAria} {...register('password')} />
      </label>
      <p className={styles.hint}>{t('password.hint')}</p>
      <FieldError name="password" id={`${id}-password-error`} params={passwordBounds} />
    </>
  );
}

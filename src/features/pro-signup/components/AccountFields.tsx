// The pro sign-up landing's email and password (ProSignupPage's account section); the new password
// field both sign-up routes share.
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import { FieldError, useFieldAria } from '../../../components/form/FieldError';
import { passwordBounds } from '../../../utils/password';
import styles from './ProSignup.module.css';

/**
 * Email and password, inside the form's provider (their errors are read from it). Once
 * `registered` they are the account's and cannot change (kept on screen, read-only).
 */
export function AccountFields({ registered }: { registered: boolean }) {
  const { t } = useTranslation(['account', 'common']);
  const { register } = useFormContext<{ email: string }>();
  const id = useId();
  const emailAria = useFieldAria('email', { errorId: `${id}-email-error` });
  return (
    <>
      <label className={styles.field}>
        {t('common:auth.email')}
        <input
          type="email"
          autoComplete="email"
          readOnly={registered}
          {...emailAria}
          {...register('email')}
        />
      </label>
      <FieldError name="email" id={`${id}-email-error`} />
      <NewPasswordField label={t('common:auth.password')} registered={registered} />
    </>
  );
}

/**
 * A new account's password (either sign-up route), with its rule and its error, inside the form's
 * provider; read-only once `registered`.
 */
export function NewPasswordField({ label, registered }: { label: string; registered: boolean }) {
  const { t } = useTranslation('account');
  const { register } = useFormContext<{ password: string }>();
  const id = useId();
  const aria = useFieldAria('password', { errorId: `${id}-password-error` });
  return (
    <>
      <label className={styles.field}>
        {label}
        <input
          type="password"
          autoComplete="new-password"
          readOnly={registered}
          {...aria}
          {...register('password')}
        />
      </label>
      <p className={styles.hint}>{t('password.hint')}</p>
      <FieldError name="password" id={`${id}-password-error`} params={passwordBounds} />
    </>
  );
}

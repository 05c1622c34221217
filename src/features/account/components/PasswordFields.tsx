import { useTranslation } from '../../../lib/i18n/react';
import { passwordBounds } from '../../../utils/password';
import { TextField } from './TextField';

/**
 * A new password typed twice, inside a form of `passwordSchema` (its rules: 8 to 128 characters, the
 * two the same): the password change of the account page and the password set from the email's link.
 */
export function PasswordFields() {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={t('password.new')}
        hint={t('password.hint')}
        autoComplete="new-password"
        params={passwordBounds}
      />
      <TextField
        name="confirmation"
        type="password"
        label={t('password.confirm')}
        autoComplete="new-password"
      />
    </>
  );
}

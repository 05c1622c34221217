import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { claimProfile, useApi } from '../../../api';

// The shape a mail server accepts; the server checks further. Kept loose on purpose: a false
// refusal here would stop a real owner from claiming their profile.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Claim an imported, unclaimed profile by email (product spec §6, §7). The outcome is neutral
 * whatever the server says: claim errors are only logged (§8), and the visitor keeps what they
 * typed so they can correct it and send again.
 */
export function ClaimProfileForm({ proId }: { proId: string }) {
  const { t } = useTranslation(['pros', 'common']);
  const api = useApi();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'invalid' | 'sending' | 'done'>('idle');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setState('invalid');
      return;
    }
    setState('sending');
    await claimProfile(api, proId, value);
    setState('done');
  };

  return (
    <section aria-labelledby="claim-heading" className="claim-profile" data-testid="claim-profile">
      <h2 id="claim-heading">{t('claim.heading')}</h2>
      <p>{t('claim.intro')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId}>{t('claim.emailLabel')}</label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          aria-invalid={state === 'invalid' ? true : undefined}
          aria-describedby={state === 'invalid' ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (state === 'invalid') setState('idle');
          }}
        />
        <button type="submit" disabled={state === 'sending'}>
          {state === 'sending' ? t('claim.sending') : t('claim.submit')}
        </button>
        {state === 'invalid' && (
          <p id={errorId} className="claim-profile__error" role="alert">
            {t('claim.invalidEmail')}
          </p>
        )}
      </form>
      <p role="status" className="claim-profile__status">
        {state === 'done' ? t('claim.done') : ''}
      </p>
    </section>
  );
}

// The visitor's contact step: register on the fly by email or (when a verification provider exists)
// by phone. Contact answers never travel in the request's fields (the payload strips them).
import { useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import { FieldError, useFieldAria } from '../../../components/form/FieldError';
import { passwordBounds } from '../../../utils/password';
import type { ContactValues, RequestFormValues } from '../form/values';

type ContactInput = Exclude<keyof ContactValues, 'method'>;

/** The conversion goals of the contact step: a name field or the phone-number field clicked. */
export type ContactGoal = 'nameClicked' | 'phoneNumberClicked';

export function ContactStep({
  phoneRegistration,
  onGoal,
  phoneRequired = false,
  secureDataNote = false,
  phoneLogin = false,
  locked = false,
}: {
  phoneRegistration: boolean;
  /** Called once per goal while the form is open. */
  onGoal: (goal: ContactGoal) => void;
  /** The phoneRequired experiment's variant B: the phone number beside an email is required. */
  phoneRequired?: boolean;
  /** The secureDataUsage experiment's variant B: a note on how the contact data is used. */
  secureDataNote?: boolean;
  /**
   * The phoneLogin experiment's variant B: registering by phone number offered first, and chosen.
   * Its words promise no sign-in: nothing signs in with a phone number (the contract's sign-in
   * takes an email).
   */
  phoneLogin?: boolean;
  /**
   * What the account is registered with cannot change (`contactLocked`): the method, the email, the
   * login number and its password stay on screen, read-only. The names, and the phone beside an
   * email, are stored once signed in, as typed on the latest send: they stay editable.
   */
  locked?: boolean;
}) {
  // What was reached while the form is open (never read for rendering).
  const [reached] = useState(() => new Set<ContactGoal>());
  const goal = (name: ContactGoal) => () => {
    if (reached.has(name)) return;
    reached.add(name);
    onGoal(name);
  };
  const { t } = useTranslation('request');
  const { register, control, setValue, getFieldState } = useFormContext<RequestFormValues>();
  const method = useWatch({ control, name: 'contact.method' });
  const phoneFirst = phoneLogin && phoneRegistration;
  // Chosen for the visitor until they pick a method themselves.
  useEffect(() => {
    if (phoneFirst && !getFieldState('contact.method').isDirty) setValue('contact.method', 'phone');
  }, [phoneFirst, getFieldState, setValue]);
  // A radio has no read-only state: the method not chosen is disabled (the chosen one still sends).
  const methods = [
    <label key="email" className="request-option">
      <input
        type="radio"
        value="email"
        {...register('contact.method')}
        disabled={locked && method !== 'email'}
      />
      <span className="request-option__title">{t('contact.byEmail')}</span>
    </label>,
    <label key="phone" className="request-option">
      <input
        type="radio"
        value="phone"
        {...register('contact.method')}
        disabled={locked && method !== 'phone'}
      />
      <span className="request-option__title">
        {phoneFirst ? t('contact.byPhoneLogin') : t('contact.byPhone')}
      </span>
    </label>,
  ];
  const tel = { type: 'tel', autoComplete: 'tel', inputMode: 'tel' } as const;
  return (
    <div className="request-contact">
      <p>{t('contact.lead')}</p>
      {secureDataNote && (
        <p className="request-contact__secure" data-testid="secure-data-note">
          {t('contact.secureData')}
        </p>
      )}
      {phoneRegistration && (
        <fieldset className="request-field">
          <legend className="request-field__title">{t('contact.method')}</legend>
          {phoneFirst ? [...methods].reverse() : methods}
        </fieldset>
      )}
      <div className="request-contact__names">
        <ContactField
          name="lastName"
          label={t('contact.lastName')}
          autoComplete="family-name"
          onClick={goal('nameClicked')}
        />
        <ContactField
          name="firstName"
          label={t('contact.firstName')}
          autoComplete="given-name"
          onClick={goal('nameClicked')}
        />
      </div>
      {method === 'phone' ? (
        <>
          {/* The number is the account's name beside its new password: a password manager saves
              the two together (the phone keypad still comes up). */}
          <ContactField
            name="phoneNumber"
            label={t('contact.loginPhoneNumber')}
            {...tel}
            autoComplete="username"
            readOnly={locked}
            onClick={goal('phoneNumberClicked')}
          />
          <ContactField
            name="password"
            label={t('contact.password')}
            type="password"
            autoComplete="new-password"
            readOnly={locked}
            params={passwordBounds}
          />
        </>
      ) : (
        <>
          <ContactField
            name="email"
            label={t('contact.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            readOnly={locked}
          />
          <ContactField
            name="phoneNumber"
            label={
              phoneRequired ? t('contact.phoneNumber') : `${t('contact.phoneNumber')} (${t('optional')})`
            }
            {...tel}
            onClick={goal('phoneNumberClicked')}
          />
        </>
      )}
    </div>
  );
}

function ContactField({
  name,
  label,
  params,
  ...input
}: {
  name: ContactInput;
  label: string;
  /** The interpolation values of the field's messages (a length's bounds). */
  params?: () => Record<string, unknown>;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const { register } = useFormContext<RequestFormValues>();
  const id = `${useId()}-${name}`;
  const path = `contact.${name}` as const;
  const aria = useFieldAria(path, { errorId: `${id}-error` });
  return (
    <div className="request-field" data-field={path}>
      <label htmlFor={id} className="request-field__title">
        {label}
      </label>
      <input id={id} {...aria} {...input} {...register(path)} />
      <FieldError name={path} id={`${id}-error`} className="request-field__error" params={params} />
    </div>
  );
}

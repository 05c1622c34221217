// The visitor's contact step: register on the fly by email or (when a verification provider exists)
// by phone. Contact answers never travel in the request's fields (the payload strips them).
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, type RequestFormValues } from './FieldControl';

export function ContactStep({ phoneRegistration }: { phoneRegistration: boolean }) {
  const { t } = useTranslation('request');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RequestFormValues>();
  const method = useWatch({ control, name: 'contact.method' });
  const id = useId();
  const input = (
    name: 'email' | 'lastName' | 'firstName' | 'phoneNumber' | 'password',
    label: string,
    props: React.InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const path = `contact.${name}` as const;
    const invalid = Boolean((errors.contact as Record<string, unknown> | undefined)?.[name]);
    return (
      <div className="request-field" data-field={`contact.${name}`}>
        <label htmlFor={`${id}-${name}`} className="request-field__title">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-${name}-error` : undefined}
          {...props}
          {...register(path)}
        />
        <FieldError errors={errors} path={path} id={`${id}-${name}-error`} />
      </div>
    );
  };

  return (
    <div className="request-contact">
      <p>{t('contact.lead')}</p>
      {phoneRegistration && (
        <fieldset className="request-field">
          <legend className="request-field__title">{t('contact.method')}</legend>
          <label className="request-option">
            <input type="radio" value="email" {...register('contact.method')} />
            {t('contact.byEmail')}
          </label>
          <label className="request-option">
            <input type="radio" value="phone" {...register('contact.method')} />
            {t('contact.byPhone')}
          </label>
        </fieldset>
      )}
      <div className="request-contact__names">
        {input('lastName', t('contact.lastName'), { autoComplete: 'family-name' })}
        {input('firstName', t('contact.firstName'), { autoComplete: 'given-name' })}
      </div>
      {method === 'phone' ? (
        <>
          {input('phoneNumber', t('contact.loginPhoneNumber'), {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
          })}
          {input('password', t('contact.password'), { type: 'password', autoComplete: 'new-password' })}
        </>
      ) : (
        <>
          {input('email', t('contact.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {input('phoneNumber', `${t('contact.phoneNumber')} (${t('optional')})`, {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
          })}
        </>
      )}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError, useFieldAria } from '../../../components/form/FieldError';

/** One labelled text input of an account form, with its hint and its error. */
export function TextField({
  name,
  label,
  hint,
  type = 'text',
  autoComplete,
  params,
}: {
  name: string;
  label: ReactNode;
  hint?: string | undefined;
  type?: 'text' | 'password';
  autoComplete: string;
  params?: ((message: string) => Record<string, unknown>) | undefined;
}) {
  const { register } = useFormContext();
  const id = useId();
  const aria = useFieldAria(name, {
    errorId: `${id}-error`,
    ...(hint ? { descriptionId: `${id}-hint` } : {}),
  });
  return (
    <div className="account-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} autoComplete={autoComplete} {...aria} {...register(name)} />
      {hint && (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      )}
      <FieldError name={name} id={`${id}-error`} params={params} />
    </div>
  );
}

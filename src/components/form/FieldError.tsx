// A field's error under its control: the one error component of every form.
import { get, useFormState } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/react';
import styles from './FieldError.module.css';

/**
 * The error at `name` (a message, or the errors of its parts) in the form of the surrounding
 * <FormProvider>, read without re-rendering for other fields' errors.
 */
function useErrorAt(name: string): unknown {
  const { errors } = useFormState({ name });
  return get(errors, name) as unknown;
}

const messageOf = (error: unknown): string | undefined =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;

/**
 * The aria attributes of the control at `name`: invalid while it (or a part of it) has an error,
 * described by its description and, then, by the error with id `errorId`.
 */
export function useFieldAria(
  name: string,
  { errorId, descriptionId }: { errorId: string; descriptionId?: string },
) {
  const invalid = Boolean(useErrorAt(name));
  const describedBy = [descriptionId, invalid ? errorId : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined };
}

interface FieldErrorProps {
  /** The field's path in the form (`email`, `answers.rooms.bedroom`). */
  name: string;
  /** The id the control's `aria-describedby` names. */
  id: string;
  className?: string | undefined;
  /** The interpolation values of a message (a length or a bound). */
  params?: ((message: string) => Record<string, unknown>) | undefined;
}

/**
 * The message of the field's error, translated (a `form` key such as `errors.required`, or
 * `namespace:key`) and announced; nothing while the field is valid.
 */
export function FieldError({ name, id, className = 'field-error', params }: FieldErrorProps) {
  const { t } = useTranslation('form');
  const message = messageOf(useErrorAt(name));
  if (!message) return null;
  return (
    <p className={`${styles.error} ${className}`} id={id} role="alert">
      {/* Messages are keys chosen by the schemas; i18next resolves any namespace given. A key with no
          text (a job type's own pattern error, which the API names) says the input's form is wrong
          rather than showing the key. */}
      {t([message as 'errors.required', 'errors.pattern'], params?.(message))}
    </p>
  );
}

// What every question of the request form shares: its ids and texts, its title (a label or a
// legend), its description, its aria state, and its errors with the field's own limits.
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n/react';
import type { JobTypeField, Language } from '../../../../api';
import { FieldError, useFieldAria } from '../../../../components/form/FieldError';
import { formatYen, localized } from '../../../../lib/i18n';
import { boundParams, type Bounds } from '../../validators/numbers';

export interface Question {
  id: string;
  /** The field's path in the form. */
  name: `answers.${string}`;
  errorId: string;
  title: string;
  required: boolean;
  description: string;
  descriptionId: string | undefined;
  variant: string;
  /** The aria state of the field's control (or of its fieldset). */
  aria: ReturnType<typeof useFieldAria>;
}

export function useQuestion(field: JobTypeField, language: Language): Question {
  const id = useId();
  const name = `answers.${field.key}` as const;
  const errorId = `${id}-error`;
  const description = field.description ? localized(field.description, language) : '';
  const descriptionId = description ? `${id}-description` : undefined;
  return {
    id,
    name,
    errorId,
    title: localized(field.title, language),
    required: Boolean(field.validation?.required),
    description,
    descriptionId,
    variant: field.descriptionVariant ?? 'default',
    aria: useFieldAria(name, { errorId, ...(descriptionId ? { descriptionId } : {}) }),
  };
}

/** The question's title: a `<legend>` for a group of inputs, a `<label>` for one (`htmlFor`). */
export function QuestionTitle({ question, htmlFor }: { question: Question; htmlFor?: string }) {
  const { t } = useTranslation('request');
  const children = (
    <>
      {question.title} {question.required && <span className="request-field__required">{t('required')}</span>}
    </>
  );
  if (htmlFor === undefined) return <legend className="request-field__title">{children}</legend>;
  return (
    <label htmlFor={htmlFor} className="request-field__title">
      {children}
    </label>
  );
}

export function QuestionHelp({ question }: { question: Question }) {
  if (!question.description) return null;
  return (
    <p
      id={question.descriptionId}
      className={`request-field__description request-field__description--${question.variant}`}
    >
      {question.description}
    </p>
  );
}

/** The limits a field's bound messages name: an option's own, else the field's, else its rules'. */
function boundsOf(field: JobTypeField | undefined, optionKey?: string): Bounds {
  const rules = field?.validation ?? {};
  const options =
    field && 'options' in field
      ? (field.options as readonly { key?: string; min?: number; max?: number }[])
      : [];
  const option = optionKey ? options.find((candidate) => candidate.key === optionKey) : undefined;
  const fieldMin = field && 'min' in field && typeof field.min === 'number' ? field.min : undefined;
  const fieldMax = field && 'max' in field && typeof field.max === 'number' ? field.max : undefined;
  return {
    minLength: rules.minLength,
    maxLength: rules.maxLength,
    min: option?.min ?? fieldMin ?? rules.min,
    max: option?.max ?? fieldMax ?? rules.max,
  };
}

/** The error of one input of a question, its message filled in with the field's limits. */
export function QuestionError({
  path,
  id,
  field,
  optionKey,
}: {
  path: string;
  id: string;
  field?: JobTypeField;
  optionKey?: string;
}) {
  return (
    <FieldError
      name={path}
      id={id}
      className="request-field__error"
      params={(message) =>
        message === 'errors.outsideHours' && field?.type === 'timeslots'
          ? { earliest: field.earliest ?? '0:00', latest: field.latest ?? '24:00' }
          : boundParams(message, boundsOf(field, optionKey))
      }
    />
  );
}

/** A price next to an option (yen, "from"). */
export function Price({ yen, language }: { yen: number | undefined; language: Language }) {
  const { t } = useTranslation('request');
  if (yen === undefined) return null;
  return (
    <span className="request-option__price">{t('fields.price', { price: formatYen(yen, language) })}</span>
  );
}

// Text answers: a long text, an email (a text the job type asks for, checked by the email rule) or
// a number with its unit.
import { useFormContext } from 'react-hook-form';
import type { JobTypeField, Language } from '../../../../api';
import { localized } from '../../../../lib/i18n';
import type { RequestFormValues } from '../values';
import { AdditionalTextGuide } from './additional-text-guide';
import { QuestionError, QuestionHelp, QuestionTitle, useQuestion } from './question';

type TextKind = Extract<JobTypeField, { type: 'textarea' | 'email' | 'number' }>;

/** The one-line inputs: an address keyboard for an email, a decimal one for a number. */
const LINE_INPUTS = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  number: { type: 'text', inputMode: 'decimal', autoComplete: 'off' },
} as const;

export function TextField({ field, language }: { field: TextKind; language: Language }) {
  const { register } = useFormContext<RequestFormValues>();
  const question = useQuestion(field, language);
  const placeholder =
    'placeholder' in field && field.placeholder ? localized(field.placeholder, language) : undefined;
  return (
    <div className="request-field" data-field={field.key} data-kind={field.type}>
      <QuestionTitle question={question} htmlFor={question.id} />
      <QuestionHelp question={question} />
      {field.type === 'textarea' && <AdditionalTextGuide fieldKey={field.key} id={`${question.id}-guide`} />}
      {field.type === 'textarea' ? (
        <textarea
          id={question.id}
          rows={4}
          placeholder={placeholder}
          {...question.aria}
          {...register(question.name)}
        />
      ) : (
        <span className="request-field__inline">
          <input
            id={question.id}
            {...LINE_INPUTS[field.type]}
            placeholder={placeholder}
            {...question.aria}
            {...register(question.name)}
          />
          {field.type === 'number' && field.unit && <span>{localized(field.unit, language)}</span>}
        </span>
      )}
      <QuestionError path={question.name} id={question.errorId} field={field} />
    </div>
  );
}

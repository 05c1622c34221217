// Where the job is done: a postal code and the address.
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/react';
import type { JobTypeField, Language } from '../../../../api';
import { useFieldAria } from '../../../../components/form/FieldError';
import type { RequestFormValues } from '../values';
import { QuestionError, QuestionHelp, QuestionTitle, useQuestion } from './question';
import { ZipProCount } from './ZipProCount';

export function AddressField({
  field,
  language,
}: {
  field: Extract<JobTypeField, { type: 'address' }>;
  language: Language;
}) {
  const { t } = useTranslation('request');
  const { register } = useFormContext<RequestFormValues>();
  const question = useQuestion(field, language);
  const { id, name } = question;
  // Each input says when it is wrong and which message says why; the group is described by the
  // question's description alone (its errors belong to its inputs).
  const zipAria = useFieldAria(`${name}.zipCode`, { errorId: `${id}-zip-error` });
  const addressAria = useFieldAria(`${name}.address`, { errorId: `${id}-address-error` });
  return (
    <fieldset
      className="request-field"
      data-field={field.key}
      data-kind={field.type}
      aria-describedby={question.descriptionId}
    >
      <QuestionTitle question={question} />
      <QuestionHelp question={question} />
      <label htmlFor={`${id}-zip`}>{t('fields.zipCode')}</label>
      <input
        id={`${id}-zip`}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="150-0001"
        {...zipAria}
        {...register(`${name}.zipCode`)}
      />
      <QuestionError path={`${name}.zipCode`} id={`${id}-zip-error`} field={field} />
      <ZipProCount path={name} language={language} />
      <label htmlFor={`${id}-address`}>{t('fields.address')}</label>
      <input
        id={`${id}-address`}
        autoComplete="street-address"
        {...addressAria}
        {...register(`${name}.address`)}
      />
      <QuestionError path={`${name}.address`} id={`${id}-address-error`} field={field} />
    </fieldset>
  );
}

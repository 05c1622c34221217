// Where the job is done: a postal code and the address.
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JobTypeField, Language } from '../../../../api';
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
  return (
    <fieldset className="request-field" data-field={field.key} data-kind={field.type} {...question.aria}>
      <QuestionTitle question={question} />
      <QuestionHelp question={question} />
      <label htmlFor={`${id}-zip`}>{t('fields.zipCode')}</label>
      <input
        id={`${id}-zip`}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="150-0001"
        {...register(`${name}.zipCode`)}
      />
      <QuestionError path={`${name}.zipCode`} id={`${id}-zip-error`} field={field} />
      <ZipProCount path={name} language={language} />
      <label htmlFor={`${id}-address`}>{t('fields.address')}</label>
      <input id={`${id}-address`} autoComplete="street-address" {...register(`${name}.address`)} />
      <QuestionError path={`${name}.address`} id={`${id}-address-error`} field={field} />
    </fieldset>
  );
}

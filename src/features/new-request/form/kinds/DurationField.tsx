// How long the job takes: a number and its unit.
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/react';
import type { JobTypeField, Language } from '../../../../api';
import type { RequestFormValues } from '../values';
import { QuestionError, QuestionHelp, QuestionTitle, useQuestion } from './question';

export function DurationField({
  field,
  language,
}: {
  field: Extract<JobTypeField, { type: 'duration' }>;
  language: Language;
}) {
  const { t } = useTranslation('request');
  const { register } = useFormContext<RequestFormValues>();
  const question = useQuestion(field, language);
  return (
    <fieldset className="request-field" data-field={field.key} data-kind={field.type}>
      <QuestionTitle question={question} />
      <QuestionHelp question={question} />
      <span className="request-field__inline">
        <input
          aria-label={t('fields.durationValue')}
          inputMode="decimal"
          {...question.aria}
          {...register(`${question.name}.value`)}
        />
        <select aria-label={t('fields.durationUnit')} {...register(`${question.name}.unit`)}>
          {field.units.map((unit) => (
            <option key={unit} value={unit}>
              {t(`fields.units.${unit}`)}
            </option>
          ))}
        </select>
      </span>
      <QuestionError path={`${question.name}.value`} id={question.errorId} field={field} />
    </fieldset>
  );
}

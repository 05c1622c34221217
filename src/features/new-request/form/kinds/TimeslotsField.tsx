// Preferred slots: for each, a day (today or later) and a time range on it.
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JobTypeField, Language } from '../../../../api';
import { TIMESLOT_COUNT } from '../defaults';
import { todayIso } from '../time';
import type { RequestFormValues } from '../values';
import { QuestionError, QuestionHelp, QuestionTitle, useQuestion } from './question';

const PARTS = ['date', 'from', 'to'] as const;

export function TimeslotsField({
  field,
  language,
}: {
  field: Extract<JobTypeField, { type: 'timeslots' }>;
  language: Language;
}) {
  const { t } = useTranslation('request');
  const { register } = useFormContext<RequestFormValues>();
  const question = useQuestion(field, language);
  const today = todayIso();
  return (
    <fieldset className="request-field" data-field={field.key} data-kind={field.type}>
      <QuestionTitle question={question} />
      <QuestionHelp question={question} />
      {Array.from({ length: TIMESLOT_COUNT }, (_, index) => {
        const slot = t('fields.timeslot', { n: index + 1 });
        const path = `${question.name}.${index}` as const;
        return (
          <div key={index} className="request-field__inline request-field__slot">
            <span>{slot}</span>
            <input
              type="date"
              min={today}
              aria-label={`${slot} ${t('fields.date')}`}
              {...register(`${path}.date`)}
            />
            <input
              type="time"
              min={field.earliest}
              max={field.latest}
              aria-label={`${slot} ${t('fields.from')}`}
              {...register(`${path}.from`)}
            />
            <span aria-hidden="true">〜</span>
            <input
              type="time"
              min={field.earliest}
              max={field.latest}
              aria-label={`${slot} ${t('fields.to')}`}
              {...register(`${path}.to`)}
            />
            {PARTS.map((part) => (
              <QuestionError
                key={part}
                path={`${path}.${part}`}
                id={`${question.errorId}-${index}-${part}`}
                field={field}
              />
            ))}
          </div>
        );
      })}
    </fieldset>
  );
}

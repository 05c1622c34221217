// Preferred slots: for each, a day (today or later) and a time range on it.
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/react';
import type { JobTypeField, Language } from '../../../../api';
import { TIMESLOT_COUNT } from '../defaults';
import { todayIso } from '../time';
import { useFieldAria } from '../../../../components/form/FieldError';
import type { RequestFormValues } from '../values';
import { type Question, QuestionError, QuestionHelp, QuestionTitle, useQuestion } from './question';

const PARTS = ['date', 'from', 'to'] as const;

export function TimeslotsField({
  field,
  language,
}: {
  field: Extract<JobTypeField, { type: 'timeslots' }>;
  language: Language;
}) {
  const question = useQuestion(field, language);
  return (
    <fieldset
      className="request-field"
      data-field={field.key}
      data-kind={field.type}
      aria-describedby={question.descriptionId}
    >
      <QuestionTitle question={question} />
      <QuestionHelp question={question} />
      {Array.from({ length: TIMESLOT_COUNT }, (_, index) => (
        <SlotRow key={index} field={field} question={question} index={index} />
      ))}
    </fieldset>
  );
}

/** One slot: its day and time range, each input invalid and described by its message when wrong. */
function SlotRow({
  field,
  question,
  index,
}: {
  field: Extract<JobTypeField, { type: 'timeslots' }>;
  question: Question;
  index: number;
}) {
  const { t } = useTranslation('request');
  const { register } = useFormContext<RequestFormValues>();
  const slot = t('fields.timeslot', { n: index + 1 });
  const path = `${question.name}.${index}` as const;
  const errorId = (part: (typeof PARTS)[number]) => `${question.errorId}-${index}-${part}`;
  const dateAria = useFieldAria(`${path}.date`, { errorId: errorId('date') });
  const fromAria = useFieldAria(`${path}.from`, { errorId: errorId('from') });
  const toAria = useFieldAria(`${path}.to`, { errorId: errorId('to') });
  return (
    <div className="request-field__inline request-field__slot">
      <span>{slot}</span>
      <input
        type="date"
        min={todayIso()}
        aria-label={`${slot} ${t('fields.date')}`}
        {...dateAria}
        {...register(`${path}.date`)}
      />
      <input
        type="time"
        min={field.earliest}
        max={field.latest}
        aria-label={`${slot} ${t('fields.from')}`}
        {...fromAria}
        {...register(`${path}.from`)}
      />
      <span aria-hidden="true">{t('fields.timeRange')}</span>
      <input
        type="time"
        min={field.earliest}
        max={field.latest}
        aria-label={`${slot} ${t('fields.to')}`}
        {...toAria}
        {...register(`${path}.to`)}
      />
      {PARTS.map((part) => (
        <QuestionError key={part} path={`${path}.${part}`} id={errorId(part)} field={field} />
      ))}
    </div>
  );
}

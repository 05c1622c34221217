import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import { FieldError, useFieldAria } from '../../../components/form/FieldError';
import { DATE_TIME_KEY } from '../form/defaults';
import { todayIso } from '../form/time';
import type { RequestFormValues } from '../form/values';

/** The preferred date and time, asked of job types without timeslots; the range stays a pair here. */
export function DateTimeControl() {
  const { t } = useTranslation('request');
  const { register } = useFormContext<RequestFormValues>();
  const id = useId();
  const base = `answers.${DATE_TIME_KEY}` as const;
  // Each input says when it is wrong and which message says why.
  const dateAria = useFieldAria(`${base}.date`, { errorId: `${id}-date-error` });
  const startAria = useFieldAria(`${base}.timeRange.0`, { errorId: `${id}-start-error` });
  const endAria = useFieldAria(`${base}.timeRange.1`, { errorId: `${id}-end-error` });
  return (
    <fieldset className="request-field" data-field="dateTime" data-kind="dateTime">
      <legend className="request-field__title">
        {t('dateTime.title')} <span className="request-field__optional">{t('optional')}</span>
      </legend>
      <span className="request-field__inline">
        <label htmlFor={`${id}-date`}>{t('dateTime.date')}</label>
        <input id={`${id}-date`} type="date" min={todayIso()} {...dateAria} {...register(`${base}.date`)} />
      </span>
      <span className="request-field__inline">
        <label htmlFor={`${id}-start`}>{t('dateTime.start')}</label>
        <input id={`${id}-start`} type="time" {...startAria} {...register(`${base}.timeRange.0`)} />
        <label htmlFor={`${id}-end`}>{t('dateTime.end')}</label>
        <input id={`${id}-end`} type="time" {...endAria} {...register(`${base}.timeRange.1`)} />
      </span>
      <FieldError name={`${base}.date`} id={`${id}-date-error`} className="request-field__error" />
      <FieldError name={`${base}.timeRange.0`} id={`${id}-start-error`} className="request-field__error" />
      <FieldError name={`${base}.timeRange.1`} id={`${id}-end-error`} className="request-field__error" />
    </fieldset>
  );
}

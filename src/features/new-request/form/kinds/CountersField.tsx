// How many of each: counters, and services (counters with unit prices and their total).
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/react';
import type { JobTypeField, Language } from '../../../../api';
import { formatYen, localized } from '../../../../lib/i18n';
import { servicesTotal } from '../answers';
import type { RequestFormValues } from '../values';
import { Price, QuestionError, QuestionHelp, QuestionTitle, useQuestion, type Question } from './question';

type CountKind = Extract<JobTypeField, { type: 'counters' | 'services' }>;
type CountOption = CountKind['options'][number];

export function CountersField({ field, language }: { field: CountKind; language: Language }) {
  const { t } = useTranslation('request');
  const { control } = useFormContext<RequestFormValues>();
  const question = useQuestion(field, language);
  return (
    <fieldset className="request-field" data-field={field.key} data-kind={field.type}>
      <QuestionTitle question={question} />
      <QuestionHelp question={question} />
      <Controller
        control={control}
        name={question.name}
        render={({ field: { value, onChange } }) => {
          const counts = (value ?? {}) as Record<string, number>;
          const setCount = (key: string, count: number) => onChange({ ...counts, [key]: count });
          return (
            <>
              {field.options.map((option: CountOption) => (
                <Counter
                  key={option.key}
                  field={field}
                  option={option}
                  count={counts[option.key] ?? 0}
                  setCount={(count) => setCount(option.key, count)}
                  question={question}
                  language={language}
                />
              ))}
              {field.type === 'services' && (
                <p className="request-field__total" data-testid={`total-${field.key}`}>
                  {t('fields.servicesTotal', { total: formatYen(servicesTotal(field, counts), language) })}
                </p>
              )}
            </>
          );
        }}
      />
      <QuestionError path={question.name} id={question.errorId} field={field} />
    </fieldset>
  );
}

function Counter({
  field,
  option,
  count,
  setCount,
  question,
  language,
}: {
  field: CountKind;
  option: CountOption;
  count: number;
  setCount: (count: number) => void;
  question: Question;
  language: Language;
}) {
  const { t } = useTranslation('request');
  const label = localized(option.title, language);
  const labelId = `${question.id}-${option.key}`;
  return (
    <div className="request-counter">
      <span className="request-counter__label" id={labelId}>
        {label}
        {'unitPrice' in option && <Price yen={option.unitPrice} language={language} />}
      </span>
      {/* At a bound the button is marked disabled but stays focusable: a keyboard user pressing it
          to the bound keeps their place instead of being dropped to the page's start. */}
      <button
        type="button"
        aria-label={t('fields.decrease', { item: label })}
        aria-disabled={count <= option.min}
        onClick={() => count > option.min && setCount(count - 1)}
      >
        −
      </button>
      <output aria-labelledby={labelId} data-testid={`count-${field.key}-${option.key}`}>
        {count}
      </output>
      <button
        type="button"
        aria-label={t('fields.increase', { item: label })}
        aria-disabled={count >= option.max}
        onClick={() => count < option.max && setCount(count + 1)}
      >
        +
      </button>
      <QuestionError
        path={`${question.name}.${option.key}`}
        id={`${question.errorId}-${option.key}`}
        field={field}
        optionKey={option.key}
      />
    </div>
  );
}

// One question of the request form, by field kind (product spec §3 "Form field kinds"). Values live
// in react-hook-form under `answers.<key>`; error messages are `form` keys translated here.
import { useId } from 'react';
import { Controller, get, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JobTypeField, Language } from '../../../api';
import { formatYen, localized, localName } from '../../../lib/i18n';
import { isHidden } from '../form/hide-expression';
import {
  expressionModel,
  isOtherTriggered,
  servicesTotal,
  TIMESLOT_COUNT,
  todayIso,
  type Answers,
  type DateTimeValue,
} from '../form/model';
import type { ContactValues } from '../draft';

export interface RequestFormValues {
  answers: Answers;
  contact: ContactValues;
  /** Where the job is, asked only when the page named no prefecture. */
  where: { prefecture: string };
}

type BoundParams = Record<string, number>;

/** The interpolation values of a bound error, read from the field's own limits. */
function paramsFor(message: string, field: JobTypeField | undefined, optionKey?: string): BoundParams {
  const rules = field?.validation ?? {};
  const option =
    field && 'options' in field && optionKey
      ? (field.options as { key?: string; min?: number; max?: number }[]).find((o) => o.key === optionKey)
      : undefined;
  const fieldMin = field && 'min' in field && typeof field.min === 'number' ? field.min : undefined;
  const fieldMax = field && 'max' in field && typeof field.max === 'number' ? field.max : undefined;
  if (message === 'errors.minLength') return { min: rules.minLength ?? 0 };
  if (message === 'errors.maxLength') return { max: rules.maxLength ?? 0 };
  if (message === 'errors.min') return { min: option?.min ?? fieldMin ?? rules.min ?? 0 };
  if (message === 'errors.max') return { max: option?.max ?? fieldMax ?? rules.max ?? 0 };
  return {};
}

/** The translated error under a control, announced to screen readers. */
export function FieldError({
  errors,
  path,
  field,
  optionKey,
  id,
}: {
  errors: FieldErrors<RequestFormValues>;
  path: string;
  field?: JobTypeField;
  optionKey?: string;
  id: string;
}) {
  const { t } = useTranslation('form');
  const message = (get(errors, path) as { message?: string } | undefined)?.message;
  if (!message) return null;
  return (
    <p className="request-field__error" id={id} role="alert">
      {t(message as 'errors.required', paramsFor(message, field, optionKey))}
    </p>
  );
}

function Price({ yen, language }: { yen: number | undefined; language: Language }) {
  const { t } = useTranslation('request');
  if (yen === undefined) return null;
  return (
    <span className="request-option__price">{t('fields.price', { price: formatYen(yen, language) })}</span>
  );
}

export function FieldControl({ field, language }: { field: JobTypeField; language: Language }) {
  const { t } = useTranslation('request');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RequestFormValues>();
  const id = useId();
  const name = `answers.${field.key}` as const;
  const errorId = `${id}-error`;
  const title = localized(field.title, language);
  const description = field.description ? localized(field.description, language) : '';
  const required = Boolean(field.validation?.required);
  const invalid = Boolean(get(errors, name));
  const describedBy = [description ? `${id}-description` : '', invalid ? errorId : '']
    .filter(Boolean)
    .join(' ');
  const inputProps = {
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  };

  if (field.type === 'hidden') return <input type="hidden" {...register(name)} />;

  const legend = (
    <legend className="request-field__title">
      {title} {required && <span className="request-field__required">{t('required')}</span>}
    </legend>
  );
  const help = description && (
    <p
      id={`${id}-description`}
      className={`request-field__description request-field__description--${field.descriptionVariant ?? 'default'}`}
    >
      {description}
    </p>
  );
  const error = <FieldError errors={errors} path={name} field={field} id={errorId} />;
  const today = todayIso();

  switch (field.type) {
    case 'textarea':
    case 'email':
    case 'number': {
      const placeholder =
        'placeholder' in field && field.placeholder ? localized(field.placeholder, language) : undefined;
      return (
        <div className="request-field" data-field={field.key} data-kind={field.type}>
          <label htmlFor={id} className="request-field__title">
            {title} {required && <span className="request-field__required">{t('required')}</span>}
          </label>
          {help}
          {field.type === 'textarea' ? (
            <textarea id={id} rows={4} placeholder={placeholder} {...inputProps} {...register(name)} />
          ) : (
            <span className="request-field__inline">
              <input
                id={id}
                type={field.type === 'email' ? 'email' : 'text'}
                inputMode={field.type === 'number' ? 'decimal' : 'email'}
                autoComplete={field.type === 'email' ? 'email' : 'off'}
                placeholder={placeholder}
                {...inputProps}
                {...register(name)}
              />
              {field.type === 'number' && field.unit && <span>{localized(field.unit, language)}</span>}
            </span>
          )}
          {error}
        </div>
      );
    }
    case 'address':
      return (
        <fieldset className="request-field" data-field={field.key} data-kind={field.type} {...inputProps}>
          {legend}
          {help}
          <label htmlFor={`${id}-zip`}>{t('fields.zipCode')}</label>
          <input
            id={`${id}-zip`}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="150-0001"
            {...register(`${name}.zipCode` as never)}
          />
          <FieldError errors={errors} path={`${name}.zipCode`} field={field} id={`${id}-zip-error`} />
          <label htmlFor={`${id}-address`}>{t('fields.address')}</label>
          <input
            id={`${id}-address`}
            autoComplete="street-address"
            {...register(`${name}.address` as never)}
          />
          <FieldError errors={errors} path={`${name}.address`} field={field} id={`${id}-address-error`} />
        </fieldset>
      );
    case 'duration':
      return (
        <fieldset className="request-field" data-field={field.key} data-kind={field.type}>
          {legend}
          {help}
          <span className="request-field__inline">
            <input
              aria-label={t('fields.durationValue')}
              inputMode="decimal"
              {...inputProps}
              {...register(`${name}.value` as never)}
            />
            <select aria-label={t('fields.durationUnit')} {...register(`${name}.unit` as never)}>
              {field.units.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`fields.units.${unit}`)}
                </option>
              ))}
            </select>
          </span>
          <FieldError errors={errors} path={`${name}.value`} field={field} id={errorId} />
        </fieldset>
      );
    case 'timeslots':
      return (
        <fieldset className="request-field" data-field={field.key} data-kind={field.type}>
          {legend}
          {help}
          {Array.from({ length: TIMESLOT_COUNT }, (_, index) => (
            <div key={index} className="request-field__inline request-field__slot">
              <span>{t('fields.timeslot', { n: index + 1 })}</span>
              <input
                type="date"
                min={today}
                aria-label={`${t('fields.timeslot', { n: index + 1 })} ${t('fields.date')}`}
                {...register(`${name}.${index}.date` as never)}
              />
              <input
                type="time"
                aria-label={`${t('fields.timeslot', { n: index + 1 })} ${t('fields.from')}`}
                {...register(`${name}.${index}.from` as never)}
              />
              <span aria-hidden="true">〜</span>
              <input
                type="time"
                aria-label={`${t('fields.timeslot', { n: index + 1 })} ${t('fields.to')}`}
                {...register(`${name}.${index}.to` as never)}
              />
              <FieldError
                errors={errors}
                path={`${name}.${index}.date`}
                field={field}
                id={`${errorId}-${index}-date`}
              />
              <FieldError
                errors={errors}
                path={`${name}.${index}.from`}
                field={field}
                id={`${errorId}-${index}-from`}
              />
              <FieldError
                errors={errors}
                path={`${name}.${index}.to`}
                field={field}
                id={`${errorId}-${index}-to`}
              />
            </div>
          ))}
        </fieldset>
      );
    case 'counters':
    case 'services':
      return (
        <fieldset className="request-field" data-field={field.key} data-kind={field.type}>
          {legend}
          {help}
          <Controller
            control={control}
            name={name}
            render={({ field: control }) => {
              const counts = (control.value ?? {}) as Record<string, number>;
              const setCount = (key: string, value: number) => control.onChange({ ...counts, [key]: value });
              return (
                <>
                  {field.options.map((option) => {
                    const label = localized(option.title, language);
                    const count = counts[option.key] ?? 0;
                    return (
                      <div key={option.key} className="request-counter">
                        <span className="request-counter__label" id={`${id}-${option.key}`}>
                          {label}
                          {'unitPrice' in option && <Price yen={option.unitPrice} language={language} />}
                        </span>
                        <button
                          type="button"
                          aria-label={t('fields.decrease', { item: label })}
                          disabled={count <= option.min}
                          onClick={() => setCount(option.key, Math.max(option.min, count - 1))}
                        >
                          −
                        </button>
                        <output
                          aria-labelledby={`${id}-${option.key}`}
                          data-testid={`count-${field.key}-${option.key}`}
                        >
                          {count}
                        </output>
                        <button
                          type="button"
                          aria-label={t('fields.increase', { item: label })}
                          disabled={count >= option.max}
                          onClick={() => setCount(option.key, Math.min(option.max, count + 1))}
                        >
                          ＋
                        </button>
                        <FieldError
                          errors={errors}
                          path={`${name}.${option.key}`}
                          field={field}
                          optionKey={option.key}
                          id={`${errorId}-${option.key}`}
                        />
                      </div>
                    );
                  })}
                  {field.type === 'services' && (
                    <p className="request-field__total" data-testid={`total-${field.key}`}>
                      {t('fields.servicesTotal', {
                        total: formatYen(servicesTotal(field, counts), language),
                      })}
                    </p>
                  )}
                </>
              );
            }}
          />
          {error}
        </fieldset>
      );
    case 'radios':
    case 'radiosWithOther':
    case 'singleChoiceImages':
    case 'checkboxes':
    case 'checkboxesWithOther':
    case 'multipleChoiceImages':
      return (
        <ChoiceField
          field={field}
          language={language}
          id={id}
          legend={legend}
          help={help}
          inputProps={inputProps}
        />
      );
  }
}

type ChoiceKind = Extract<
  JobTypeField,
  {
    type:
      | 'radios'
      | 'radiosWithOther'
      | 'singleChoiceImages'
      | 'checkboxes'
      | 'checkboxesWithOther'
      | 'multipleChoiceImages';
  }
>;

/**
 * Radios, checkboxes and image choices, with or without "other". Only these watch other answers
 * (their options' hide expressions and the other-field trigger), and only re-render when what
 * they show changes — not on every keystroke elsewhere, so a long form stays responsive.
 */
function ChoiceField({
  field,
  language,
  id,
  legend,
  help,
  inputProps,
}: {
  field: ChoiceKind;
  language: Language;
  id: string;
  legend: React.ReactNode;
  help: React.ReactNode;
  inputProps: Record<string, unknown>;
}) {
  const { t } = useTranslation('request');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RequestFormValues>();
  const name = `answers.${field.key}` as const;
  const errorId = `${id}-error`;
  // Subscriptions that re-render this control only when what it shows changes, not on every
  // keystroke elsewhere in the form (a long form stays responsive).
  const hiddenOptions = useWatch({
    control,
    name: 'answers',
    compute: (answers: Answers) => {
      const model = expressionModel(answers);
      return (field.options as { value?: string; key?: string; hideExpression?: string }[])
        .filter((option) => isHidden(option.hideExpression, model))
        .map((option) => option.value ?? option.key)
        .join('|');
    },
  });
  const otherTriggered = useWatch({
    control,
    name: 'answers',
    compute: (answers: Answers) =>
      (field.type === 'radiosWithOther' || field.type === 'checkboxesWithOther') &&
      isOtherTriggered(field, (answers[field.key] as { value?: string | string[] } | undefined)?.value),
  });
  const hidden = new Set(hiddenOptions.split('|'));
  const visibleOptions = <O extends { value: string }>(options: O[]) =>
    options.filter((option) => !hidden.has(option.value));
  const multiple =
    field.type === 'checkboxes' ||
    field.type === 'checkboxesWithOther' ||
    field.type === 'multipleChoiceImages';
  const withOther =
    field.type === 'radiosWithOther' || field.type === 'checkboxesWithOther' ? field.otherField : undefined;
  const valuePath = (withOther ? `${name}.value` : name) as never;
  const triggered = Boolean(withOther) && otherTriggered;
  const images = field.type === 'singleChoiceImages' || field.type === 'multipleChoiceImages';
  return (
    <fieldset className="request-field" data-field={field.key} data-kind={field.type} {...inputProps}>
      {legend}
      {help}
      <div className={images ? 'request-options request-options--images' : 'request-options'}>
        {visibleOptions(field.options as { value: string; hideExpression?: string }[]).map((raw) => {
          const option = raw as (typeof field.options)[number];
          return (
            <label key={option.value} className="request-option">
              <input type={multiple ? 'checkbox' : 'radio'} value={option.value} {...register(valuePath)} />
              {'imageUrl' in option && (
                <img src={option.imageUrl} alt="" width={96} height={72} loading="lazy" />
              )}
              <span className="request-option__title">{localized(option.title, language)}</span>
              {'subtitle' in option && option.subtitle && (
                <span className="request-option__subtitle">{localized(option.subtitle, language)}</span>
              )}
              {'description' in option && option.description && (
                <span className="request-option__subtitle">{localized(option.description, language)}</span>
              )}
              <Price yen={option.clientPayingPrice} language={language} />
            </label>
          );
        })}
      </div>
      <FieldError errors={errors} path={withOther ? `${name}.value` : name} field={field} id={errorId} />
      {withOther && triggered && (
        <>
          <label htmlFor={`${id}-other`}>{t('fields.other')}</label>
          <input
            id={`${id}-other`}
            placeholder={withOther.placeholder ? localized(withOther.placeholder, language) : undefined}
            {...register(`${name}.other` as never)}
          />
          <FieldError errors={errors} path={`${name}.other`} field={field} id={`${errorId}-other`} />
        </>
      )}
    </fieldset>
  );
}

/** The preferred date and time, asked of job types without timeslots; the range stays a pair here. */
export function DateTimeControl() {
  const { t } = useTranslation('request');
  const {
    register,
    formState: { errors },
  } = useFormContext<RequestFormValues>();
  const id = useId();
  const base = 'answers.dateTime';
  return (
    <fieldset className="request-field" data-field="dateTime" data-kind="dateTime">
      <legend className="request-field__title">
        {t('dateTime.title')} <span className="request-field__optional">{t('optional')}</span>
      </legend>
      <span className="request-field__inline">
        <label htmlFor={`${id}-date`}>{t('dateTime.date')}</label>
        <input id={`${id}-date`} type="date" min={todayIso()} {...register(`${base}.date` as never)} />
      </span>
      <span className="request-field__inline">
        <label htmlFor={`${id}-start`}>{t('dateTime.start')}</label>
        <input id={`${id}-start`} type="time" {...register(`${base}.timeRange.0` as never)} />
        <label htmlFor={`${id}-end`}>{t('dateTime.end')}</label>
        <input id={`${id}-end`} type="time" {...register(`${base}.timeRange.1` as never)} />
      </span>
      <FieldError errors={errors} path={`${base}.date`} id={`${id}-date-error`} />
      <FieldError errors={errors} path={`${base}.timeRange.0`} id={`${id}-start-error`} />
      <FieldError errors={errors} path={`${base}.timeRange.1`} id={`${id}-error`} />
    </fieldset>
  );
}

/** The prefecture of the job, when the page the modal opened from named none. */
export function PrefectureControl({
  prefectures,
  language,
}: {
  prefectures: { key: string; name: string; nameRome?: string }[];
  language: Language;
}) {
  const { t } = useTranslation('request');
  const {
    register,
    formState: { errors },
  } = useFormContext<RequestFormValues>();
  const id = useId();
  const invalid = Boolean(get(errors, 'where.prefecture'));
  return (
    <div className="request-field" data-field="where.prefecture">
      <label htmlFor={id} className="request-field__title">
        {t('where')} <span className="request-field__required">{t('required')}</span>
      </label>
      <select
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        {...register('where.prefecture')}
      >
        <option value="">{t('choosePrefecture')}</option>
        {prefectures.map((prefecture) => (
          <option key={prefecture.key} value={prefecture.key}>
            {localName(prefecture, language)}
          </option>
        ))}
      </select>
      <FieldError errors={errors} path="where.prefecture" id={`${id}-error`} />
    </div>
  );
}

export type { DateTimeValue };

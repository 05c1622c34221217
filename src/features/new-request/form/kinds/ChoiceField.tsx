// Choices: radios, checkboxes and image choices, each with or without an "other" text.
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n/react';
import type { JobTypeField, Language } from '../../../../api';
import { localized } from '../../../../lib/i18n';
import type { Answers, RequestFormValues } from '../values';
import { expressionModel, hiddenOptionValues, isOtherTriggered } from '../visibility';
import { Price, QuestionError, QuestionHelp, QuestionTitle, useQuestion, type Question } from './question';

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
type ChoiceOption = ChoiceKind['options'][number];
type WithOtherKind = Extract<ChoiceKind, { type: 'radiosWithOther' | 'checkboxesWithOther' }>;

const MULTIPLE = new Set<ChoiceKind['type']>(['checkboxes', 'checkboxesWithOther', 'multipleChoiceImages']);
const IMAGES = new Set<ChoiceKind['type']>(['singleChoiceImages', 'multipleChoiceImages']);
const withOther = (field: ChoiceKind): field is WithOtherKind =>
  field.type === 'radiosWithOther' || field.type === 'checkboxesWithOther';

/**
 * The choices of a question. Only choices watch other answers (their options' hide expressions and
 * the other-text trigger), and re-render only when what they show changes — not on every keystroke
 * elsewhere, so a long form stays responsive.
 */
export function ChoiceField({ field, language }: { field: ChoiceKind; language: Language }) {
  const { register, control } = useFormContext<RequestFormValues>();
  const question = useQuestion(field, language);
  const hiddenOptions = useWatch({
    control,
    name: 'answers',
    compute: (answers: Answers) => hiddenOptionValues(field.options, expressionModel(answers)).join('|'),
  });
  const hidden = new Set(hiddenOptions.split('|'));
  const options: readonly ChoiceOption[] = field.options;
  const valuePath = withOther(field) ? (`${question.name}.value` as const) : question.name;
  return (
    <fieldset className="request-field" data-field={field.key} data-kind={field.type} {...question.aria}>
      <QuestionTitle question={question} />
      <QuestionHelp question={question} />
      <div className={IMAGES.has(field.type) ? 'request-options request-options--images' : 'request-options'}>
        {options
          .filter((option) => !hidden.has(option.value))
          .map((option) => (
            <label key={option.value} className="request-option">
              <input
                type={MULTIPLE.has(field.type) ? 'checkbox' : 'radio'}
                value={option.value}
                {...register(valuePath)}
              />
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
          ))}
      </div>
      <QuestionError path={valuePath} id={question.errorId} field={field} />
      {withOther(field) && <OtherAnswer field={field} question={question} language={language} />}
    </fieldset>
  );
}

/** The "other" text, asked once the option that calls for it is chosen. */
function OtherAnswer({
  field,
  question,
  language,
}: {
  field: WithOtherKind;
  question: Question;
  language: Language;
}) {
  const { t } = useTranslation('request');
  const { register, control } = useFormContext<RequestFormValues>();
  const triggered = useWatch({
    control,
    name: 'answers',
    compute: (answers: Answers) =>
      isOtherTriggered(field, (answers[field.key] as { value?: string | string[] } | undefined)?.value),
  });
  if (!triggered) return null;
  const { placeholder } = field.otherField;
  return (
    <>
      <label htmlFor={`${question.id}-other`}>{t('fields.other')}</label>
      <input
        id={`${question.id}-other`}
        placeholder={placeholder ? localized(placeholder, language) : undefined}
        {...register(`${question.name}.other`)}
      />
      <QuestionError path={`${question.name}.other`} id={`${question.errorId}-other`} field={field} />
    </>
  );
}

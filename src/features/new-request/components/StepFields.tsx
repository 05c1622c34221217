import { useFormContext, useWatch } from 'react-hook-form';
import type { JobType, Language } from '../../../api';
import { FieldControl } from '../form/kinds/FieldControl';
import type { Answers, RequestFormValues } from '../form/values';
import { isFieldVisible } from '../form/visibility';

/**
 * The questions of a step that their hide expressions show. Re-renders only when one flips, not on
 * every keystroke. (Key it by step: useWatch computes again only when a value changes, so a new
 * step needs a new instance.)
 */
export function StepFields({ fields, language }: { fields: JobType['fields']; language: Language }) {
  const { control } = useFormContext<RequestFormValues>();
  const visible = useWatch({
    control,
    name: 'answers',
    compute: (answers: Answers) =>
      fields
        .filter((field) => isFieldVisible(field, answers))
        .map((field) => field.key)
        .join('|'),
  }).split('|');
  return (
    <>
      {fields
        .filter((field) => visible.includes(field.key))
        .map((field) => (
          <FieldControl key={field.key} field={field} language={language} />
        ))}
    </>
  );
}

import { useFormContext } from 'react-hook-form';
import type { JobTypeField } from '../../../../api';
import type { RequestFormValues } from '../values';

/** A value the job type sends without asking. */
export function HiddenField({ field }: { field: Extract<JobTypeField, { type: 'hidden' }> }) {
  const { register } = useFormContext<RequestFormValues>();
  return <input type="hidden" {...register(`answers.${field.key}`)} />;
}

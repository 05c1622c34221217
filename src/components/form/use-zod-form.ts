// The one way every form is driven: react-hook-form, validated by a zod schema whose messages are
// translation keys, each shown by <FieldError>.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form validated by `schema`. A field says what is wrong once it has been left or the form sent
 * (not while the visitor is still typing it the first time), then again on every change.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'mode'> = {},
) {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema), mode: 'onTouched' });
}

import { useCallback, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { writeDraft, type DraftStorage } from '../draft';
import type { RequestFormValues } from '../form/values';

const DRAFT_SAVE_DELAY_MS = 300;

/**
 * Keeps the form as the request draft: a moment after typing stops, and (through the returned
 * function) at once when the visitor moves to another step. Nothing is written until then, so a
 * form opened and closed untouched leaves no draft.
 */
export function useDraft(
  form: UseFormReturn<RequestFormValues>,
  { storage, key, step }: { storage: DraftStorage | undefined; key: string; step: number },
): (step: number) => void {
  const save = useCallback(
    (atStep: number) => {
      const { answers, contact, where } = form.getValues();
      writeDraft(storage, key, { answers, contact, prefecture: where.prefecture, step: atStep });
    },
    [form, storage, key],
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(() => save(step), DRAFT_SAVE_DELAY_MS);
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [form, save, step]);
  return save;
}

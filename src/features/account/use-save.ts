// How an account form's last save went, and the sending of the next one. "Saved" describes what the
// form holds: it goes once the form is edited again or its rules refuse the next send. A press while
// a save is under way sends nothing (the button stays focusable, so it cannot refuse the press itself).
import { useEffect, useRef, useState, type FormEvent } from 'react';

export type SaveOutcome<Failure extends string> = { saved: true } | { failure: Failure } | undefined;

/** A form's `watch`, as far as it is used here: a listener to every change of its values. */
type Watch = (listener: (values: unknown, change: { type?: string | undefined }) => void) => {
  unsubscribe: () => void;
};

export function useSave<Failure extends string>(watch: Watch) {
  const [outcome, setOutcome] = useState<SaveOutcome<Failure>>();
  // Counts the answered saves: each one's message is brought into view, even when it says the same.
  const [answered, setAnswered] = useState(0);
  const sending = useRef(false);

  useEffect(() => {
    // Only what the user changes (`type` is the input's event): not the reset to the stored values.
    const subscription = watch((_values, { type }) => {
      if (type) setOutcome((current) => (current && 'saved' in current ? undefined : current));
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  return {
    outcome,
    answered,
    saved: () => {
      setOutcome({ saved: true });
      setAnswered((count) => count + 1);
    },
    failed: (failure: Failure) => {
      setOutcome({ failure });
      setAnswered((count) => count + 1);
    },
    /** Forgets the last outcome: a new send begins, or the form's rules refused it. */
    clear: () => setOutcome(undefined),
    /** The form's `onSubmit`: sends with `submit` (a `handleSubmit`), unless a save is under way. */
    onSubmit: (submit: (event: FormEvent) => Promise<void>) => (event: FormEvent) => {
      event.preventDefault();
      if (sending.current) return;
      sending.current = true;
      void submit(event).finally(() => {
        sending.current = false;
      });
    },
  };
}

// The submission as a TanStack mutation around `submitRequest`, with the app's API client and
// error reporting.
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApi } from '../../../api';
import { reportError } from '../../../lib/monitoring';
import { submissionOf } from './submission';
import {
  submitRequest,
  type RequestTarget,
  type SubmitDependencies,
  type SubmitInput,
  type UnsavedName,
} from './submit-request';
import type { RegisteredAccount } from './visitor-account';

type SubmitAdapters = Omit<SubmitDependencies, 'api' | 'reportError' | 'unsavedName' | 'registeredAccount'>;

export function useSubmitRequest(target: RequestTarget, adapters: SubmitAdapters) {
  const api = useApi();
  const unsavedName = useRef<UnsavedName | undefined>(undefined);
  // The account a send registered whose sign-in failed: the next send signs in with it.
  const registeredAccount = useRef<RegisteredAccount | undefined>(undefined);
  // One submission at a time: a second press before the state shows the first is ignored.
  const running = useRef(false);
  const mutation = useMutation({
    mutationFn: (input: SubmitInput) =>
      submitRequest(target, input, { ...adapters, api, reportError, unsavedName, registeredAccount }),
    // Offline, the request fails at once and says so; it is not held until the network returns.
    networkMode: 'always',
    onSettled: () => {
      running.current = false;
    },
  });
  const { mutate, reset } = mutation;
  return {
    submission: submissionOf(mutation),
    /** When the last send started (0 before any, and after `reset`): tells one send's outcome from the next's. */
    sentAt: mutation.submittedAt,
    submit: (input: SubmitInput) => {
      if (running.current) return;
      running.current = true;
      mutate(input);
    },
    reset,
  };
}

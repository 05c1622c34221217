// The submission as a TanStack mutation around `submitRequest`, with the app's API client and
// error reporting.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApi } from '../../../api';
import { reportError } from '../../../lib/monitoring';
import { ACCOUNT_REMEMBERED, submissionOf } from './submission';
import {
  submitRequest,
  type RequestTarget,
  type SubmitDependencies,
  type SubmitInput,
} from './submit-request';
import { createVisitorMemory, type VisitorMemory } from './visitor-memory';

type SubmitAdapters = Omit<SubmitDependencies, 'api' | 'reportError' | 'unsavedName' | 'registeredAccount'>;

/**
 * `memory`: where the account a send registered whose sign-in failed (the next send signs in with
 * it) and the name not stored yet are kept — the page's, so they outlive the dialog; this dialog's
 * own without it.
 */
export function useSubmitRequest(target: RequestTarget, adapters: SubmitAdapters, memory?: VisitorMemory) {
  const api = useApi();
  const [ownMemory] = useState(createVisitorMemory);
  const { registeredAccount, unsavedName } = memory ?? ownMemory;
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
  const submission = submissionOf(mutation);
  return {
    submission: submission.status === 'idle' && registeredAccount.current ? ACCOUNT_REMEMBERED : submission,
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

// Where a submission stands, read from the mutation that runs `submitRequest`: the one place the
// modal's sending, created, duplicate and failure states come from.
import { classifyCreateFailure, type CreatedRequest, type CreateFailure } from '../../../api';
import type { SubmitOutcome } from './submit-request';

export type Submission =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'created'; request: CreatedRequest }
  /** An open request of the same job type exists: the visitor decides whether to send another. */
  | { status: 'duplicate'; duplicateRequestId: string }
  /**
   * Nothing was created; `emailRegistered` when the visitor must sign in first;
   * `phoneVerificationUnavailable` when the phone verification could not load (send again, or
   * register by email); `accountCreated` when the visitor's account was registered but signing in
   * with it failed (sending again signs in with it, never registers again); `sessionEnded` when it
   * was registered but its session ended at once (forgotten: its email or number is taken now, so
   * the failure is the one a second registration would meet, with that one's way out).
   */
  | {
      status: 'failed';
      failure: CreateFailure;
      emailRegistered: boolean;
      phoneVerificationUnavailable?: true;
      accountCreated?: true;
      sessionEnded?: true;
    };

const EMAIL_REGISTERED_FAILURE: CreateFailure = { kind: 'code', code: 'EMAIL_ALREADY_REGISTERED' };
const PHONE_REGISTERED_FAILURE: CreateFailure = { kind: 'code', code: 'PHONE_NUMBER_ALREADY_REGISTERED' };

/**
 * The contact answers a send registers with (the method, the email, the login number and its
 * password) cannot change: a send is under way, or it registered an account and the next send
 * signs in with that one, whatever is typed (its `login` only tells it from another account).
 */
export const contactLocked = (submission: Submission): boolean =>
  submission.status === 'sending' || (submission.status === 'failed' && submission.accountCreated === true);

/**
 * A dialog opened again after a send registered an account whose sign-in failed (the page remembers
 * it, visitor-memory.ts): as that send left it — the account created, its contact read-only, the
 * next send signing in with it — not a blank form that would register another account over it.
 */
export const ACCOUNT_REMEMBERED: Submission = {
  status: 'failed',
  failure: { kind: 'unknown' },
  emailRegistered: false,
  accountCreated: true,
};

export function submissionOf(mutation: {
  status: 'idle' | 'pending' | 'success' | 'error';
  data?: SubmitOutcome | undefined;
  error?: unknown;
}): Submission {
  switch (mutation.status) {
    case 'idle':
      return { status: 'idle' };
    case 'pending':
      return { status: 'sending' };
    case 'error':
      return { status: 'failed', failure: classifyCreateFailure(mutation.error), emailRegistered: false };
    case 'success':
      return outcomeSubmission(mutation.data);
  }
}

function outcomeSubmission(outcome: SubmitOutcome | undefined): Submission {
  switch (outcome?.kind) {
    case 'created':
      return { status: 'created', request: outcome.request };
    case 'duplicate':
      return { status: 'duplicate', duplicateRequestId: outcome.duplicateRequestId };
    case 'emailRegistered':
      return { status: 'failed', failure: EMAIL_REGISTERED_FAILURE, emailRegistered: true };
    case 'phoneVerificationUnavailable':
      // Nobody's fault the visitor could fix: a retry, like any failure on our side.
      return {
        status: 'failed',
        failure: { kind: 'unknown' },
        emailRegistered: false,
        phoneVerificationUnavailable: true,
      };
    case 'signInFailed':
      // On our side or the connection, never a code to show: the send button offers the retry.
      return {
        status: 'failed',
        failure: outcome.network ? { kind: 'network' } : { kind: 'unknown' },
        emailRegistered: false,
        accountCreated: true,
      };
    case 'sessionEnded':
      return outcome.registeredBy === 'email'
        ? { status: 'failed', failure: EMAIL_REGISTERED_FAILURE, emailRegistered: true, sessionEnded: true }
        : { status: 'failed', failure: PHONE_REGISTERED_FAILURE, emailRegistered: false, sessionEnded: true };
    default:
      return { status: 'idle' };
  }
}

// Sending a request: a visitor who is not signed in registers on the way (by email, or by phone
// when a verification provider exists), the name they typed is stored, a second open request of
// the same job type is asked about first, then the request is created. A registration that made
// the account but could not sign in with it is no failed sign-up: the next try signs in with that
// account — unless the session ended at once, which leaves that account to the sign-in page. A
// plain function: the API client, the session and the adapters are passed in, so tests run it
// against the mock.
import {
  type ApiClient,
  type AuthToken,
  checkDuplicateRequest,
  classifyCreateFailure,
  type CreatedRequest,
  createRequest,
  type JobType,
  type Language,
  NOT_DUPLICATE,
  type RequestPayload,
  saveName,
  type User,
  type Utm,
} from '../../../api';
import type { CaptchaAdapter, PhoneVerificationAdapter } from '../../../lib/captcha';
import type { ErrorContext } from '../../../lib/monitoring';
import { SessionEndedError } from '../../../lib/session';
import { rememberCreatedRequest } from '../created';
import {
  clearDraft,
  clearSessionContext,
  readDraft,
  readSessionContext,
  rememberSessionContext,
  writeDraft,
  type DraftStorage,
} from '../draft';
import { collectAnswers } from '../form/answers';
import type { RequestFormValues } from '../form/values';
import { buildRequestPayload } from '../payload';
import { normalizeWidth } from '../../../utils/width';
import { cleanPhoneNumber } from '../../../utils/phone';
import {
  registeredBy,
  visitorAccount,
  type RegisteredAccount,
  type RegistrationBlocked,
} from './visitor-account';

/** What is requested, where and by whom: everything but the answers. */
export interface RequestTarget {
  jobType: Pick<JobType, 'id' | 'title' | 'fields' | 'fieldsVersion'>;
  /** The job type the visitor started from, when it was aliased. */
  originJobTypeId?: string | undefined;
  /** Where the job is, as far as the page named it (the form asks the prefecture otherwise). */
  place: { prefecture?: string | undefined; city?: string | undefined };
  language: Language;
  /** A direct booking to this pro. */
  selectedProId?: string | undefined;
  utm?: Utm | undefined;
  /** The draft cleared once the request is created. */
  draftKey: string;
}

/** A name typed before registering that the server has not stored yet (saved on the next try). */
export interface UnsavedName {
  userId: string;
  last: string;
  first: string;
  phone?: string;
}

export type ConversionGoal = 'newRequestSubmitted' | 'newRequestCreated';

export interface SubmitDependencies {
  api: ApiClient;
  /**
   * Signs the visitor in with a fresh registration's token; resolves with the user id. Rejects with
   * a `SessionEndedError` (src/lib/session) when the session ended at once (the token refused or
   * expired, and dropped: signing in with it again cannot work), else with what failed to load.
   */
  adoptSession: (auth: AuthToken) => Promise<string>;
  /** The signed-in user as the server stored it after the name was saved. */
  onUserSaved: (user: User) => void;
  captcha: CaptchaAdapter;
  phoneVerification?: PhoneVerificationAdapter | undefined;
  onConversion: (goal: ConversionGoal, data: Record<string, string>) => void;
  reportError: (error: unknown, context: ErrorContext) => void;
  /** Where the draft, the session context and the created requests are kept. */
  storage: DraftStorage | undefined;
  /** Kept across tries: a registration that succeeded before its name could be stored. */
  unsavedName: { current: UnsavedName | undefined };
  /**
   * Kept across tries: an account registered on an earlier try whose sign-in failed. Without it (a
   * caller that makes one try) every try registers afresh.
   */
  registeredAccount?: { current: RegisteredAccount | undefined };
}

export interface SubmitInput {
  values: RequestFormValues;
  session: { signedIn: boolean; userId: string | undefined };
  /** The visitor chose to send a second request of the job type anyway. */
  confirmedDespiteDuplicate?: boolean;
}

export type SubmitOutcome =
  | { kind: 'created'; request: CreatedRequest }
  | { kind: 'duplicate'; duplicateRequestId: string }
  | RegistrationBlocked
  /**
   * Registered, but signing in with the new account failed (its user did not load; `network`: no
   * answer came). Not a failed sign-up: the account exists and the session keeps its token; the next
   * try signs in with it again (`registeredAccount`), stores the name and sends.
   */
  | { kind: 'signInFailed'; network: boolean }
  /**
   * Registered, but the session ended as it began (the new token refused or expired): nothing
   * signs in with that token any more, so the account is forgotten. It exists all the same, by
   * email (the visitor signs in once a password is set: the password-set email's link) or by phone
   * (no sign-in by phone: another registration, by email, sends the request).
   */
  | { kind: 'sessionEnded'; registeredBy: 'email' | 'phone' };

/** Why a visitor is not signed in as the request's sender. */
type NotSignedIn = RegistrationBlocked | Extract<SubmitOutcome, { kind: 'signInFailed' | 'sessionEnded' }>;

/** `adoptSession`'s error for a session that ended at once. */
const sessionEnded = (error: unknown) => error instanceof SessionEndedError;

/**
 * Sends the request. Resolves with what happened; rejects with the failure, which is reported
 * first when the visitor cannot be told anything useful about it (see `classifyCreateFailure`).
 */
export async function submitRequest(
  target: RequestTarget,
  input: SubmitInput,
  deps: SubmitDependencies,
): Promise<SubmitOutcome> {
  let payload: RequestPayload | undefined;
  try {
    const userId = await signedInUser(target, input, deps);
    if (typeof userId !== 'string') return userId;
    await saveUnsavedName(userId, target.language, deps);
    if (!input.confirmedDespiteDuplicate) {
      const duplicateRequestId = await checkDuplicateRequest(deps.api, userId, target.jobType.id);
      if (duplicateRequestId !== NOT_DUPLICATE) return { kind: 'duplicate', duplicateRequestId };
    }
    payload = requestPayload(target, input.values, userId, readSessionContext(deps.storage));
    deps.onConversion('newRequestSubmitted', { jobTypeId: target.jobType.id });
    const request = await createRequest(deps.api, payload, {
      recaptchaV3Token: await deps.captcha.v3Token('createRequest'),
      clientSource: target.utm?.source,
    });
    rememberCreatedRequest(deps.storage, request, { userId, jobTypeTitle: target.jobType.title });
    clearDraft(deps.storage, target.draftKey);
    clearSessionContext(deps.storage);
    deps.onConversion('newRequestCreated', { jobTypeId: target.jobType.id, requestId: request._id });
    return { kind: 'created', request };
  } catch (error) {
    if (classifyCreateFailure(error).kind === 'unknown')
      deps.reportError(error, failureReport(target, payload));
    throw error;
  }
}

/** The request's body for the answers given, sent by `userId`. */
function requestPayload(
  target: RequestTarget,
  values: RequestFormValues,
  userId: string,
  sessionContext: Record<string, string>,
): RequestPayload {
  return buildRequestPayload({
    jobTypeId: target.jobType.id,
    originJobTypeId: target.originJobTypeId,
    fieldsVersion: target.jobType.fieldsVersion,
    answers: collectAnswers(target.jobType, values.answers),
    context: { ...target.place, prefecture: values.where.prefecture },
    language: target.language,
    selectedProId: target.selectedProId,
    clientId: userId,
    clientLanguages: { [target.language]: true },
    utm: target.utm,
    sessionContext,
    mode: 'modal',
  });
}

/**
 * The user the request is sent as: the signed-in one, or the visitor's account — registered on this
 * try, or on an earlier one whose sign-in failed — once signed in with it; or what stopped it.
 */
async function signedInUser(
  target: RequestTarget,
  { values, session }: SubmitInput,
  deps: SubmitDependencies,
): Promise<string | NotSignedIn> {
  if (session.signedIn && session.userId) return session.userId;
  const { contact } = values;
  const account = await visitorAccount(contact, deps);
  if ('kind' in account) return account;
  // Stored once signed in, on this try or a later one (the session's own retry may sign in first):
  // the name as typed on the latest try.
  const phone = contact.phoneNumber.trim() ? cleanPhoneNumber(contact.phoneNumber) : undefined;
  deps.unsavedName.current = {
    userId: account.auth.uid,
    last: contact.lastName.trim(),
    first: contact.firstName.trim(),
    ...(phone ? { phone } : {}),
  };
  // What the session's end would drop (a sign-out clears every draft): read before signing in.
  const kept = { draft: readDraft(deps.storage, target.draftKey), context: readSessionContext(deps.storage) };
  let userId: string;
  try {
    userId = await deps.adoptSession(account.auth);
  } catch (error) {
    if (sessionEnded(error)) {
      // Reported: the server refused the token it had just given (or gave one expired already).
      deps.reportError(error, { tags: { operation: 'signInAfterRegistration' } });
      if (deps.registeredAccount) deps.registeredAccount.current = undefined;
      // The session's end cleared the drafts, as any sign-out does; these answers are the visitor's,
      // still on screen, and come back after signing in in this tab (on the step the draft had).
      writeDraft(deps.storage, target.draftKey, {
        answers: values.answers,
        contact: values.contact,
        prefecture: values.where.prefecture,
        step: kept.draft?.step ?? 0,
      });
      if (Object.keys(kept.context).length) rememberSessionContext(deps.storage, kept.context);
      return { kind: 'sessionEnded', registeredBy: registeredBy(account) };
    }
    const failure = classifyCreateFailure(error);
    if (failure.kind === 'unknown')
      deps.reportError(error, { tags: { operation: 'signInAfterRegistration' } });
    return { kind: 'signInFailed', network: failure.kind === 'network' };
  }
  if (deps.registeredAccount) deps.registeredAccount.current = undefined;
  return userId;
}

/** Registered (on this try or a failed one before) but the name not stored yet: store it now. */
async function saveUnsavedName(userId: string, language: Language, deps: SubmitDependencies): Promise<void> {
  const name = deps.unsavedName.current;
  if (!name || name.userId !== userId) return;
  // A romanised name is sent as it was checked: full-width letters as half-width (§5).
  const asSent = (part: string) => (language === 'en' ? normalizeWidth(part).trim() : part);
  const saved = await saveName(
    deps.api,
    userId,
    { last: asSent(name.last), first: asSent(name.first), language },
    name.phone,
  );
  deps.unsavedName.current = undefined;
  deps.onUserSaved(saved);
}

/**
 * What a report of a failed request says. Answers are free text a masking rule cannot foresee (a
 * job type's own email or notes fields): it names the fields answered, never their values.
 */
function failureReport(target: RequestTarget, payload: RequestPayload | undefined): ErrorContext {
  return {
    tags: { operation: 'createRequest', jobTypeId: target.jobType.id },
    extra: {
      request: payload && {
        jobTypeId: payload.jobTypeId,
        fieldKeys: Object.keys(payload.fields),
        jobTypeFieldsVersion: payload.jobTypeFieldsVersion,
        isDirectBooking: payload.isDirectBooking,
        language: payload.language,
        context: { prefecture: payload.context.prefecture, city: payload.context.city },
      },
    },
  };
}

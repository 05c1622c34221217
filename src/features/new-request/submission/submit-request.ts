// Sending a request: a visitor who is not signed in registers on the way (by email, or by phone
// when a verification provider exists), the name they typed is stored, a second open request of
// the same job type is asked about first, then the request is created. A plain function: the API
// client, the session and the adapters are passed in, so tests run it against the mock.
import {
  type ApiClient,
  type AuthToken,
  checkDuplicateRequest,
  classifyCreateFailure,
  type CreatedRequest,
  createRequest,
  isApiError,
  isEmailRegistered,
  type JobType,
  type Language,
  NOT_DUPLICATE,
  register,
  type Registration,
  type RequestPayload,
  saveName,
  type User,
  type Utm,
} from '../../../api';
import type { CaptchaAdapter, PhoneVerificationAdapter } from '../../../lib/captcha';
import type { ErrorContext } from '../../../lib/monitoring';
import { WIDGET_TIMEOUT_MESSAGE } from '../../../lib/phone-login';
import { normalizeEmail } from '../../../utils/email';
import { rememberCreatedRequest } from '../created';
import { clearDraft, clearSessionContext, readSessionContext, type DraftStorage } from '../draft';
import { collectAnswers } from '../form/answers';
import type { ContactValues, RequestFormValues } from '../form/values';
import { buildRequestPayload } from '../payload';
import { normalizeWidth } from '../../../utils/width';
import { cleanPhoneNumber } from '../../../utils/phone';

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
  /** Signs the visitor in with a fresh registration's token; resolves with the user id. */
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
  /** The email typed belongs to an account: the visitor signs in first. */
  | { kind: 'emailRegistered' }
  /**
   * The phone-login widget never became ready (§8 "timeout waiting for the external widget",
   * reported where it timed out): nothing was registered; the visitor sends again or uses email.
   */
  | { kind: 'phoneVerificationUnavailable' };

/** What stops a visitor's registration before anything is sent as them. */
type RegistrationBlocked = Extract<
  SubmitOutcome,
  { kind: 'emailRegistered' | 'phoneVerificationUnavailable' }
>;

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
    const userId = await signedInUser(input, deps);
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

/** The user the request is sent as: the signed-in one, or a fresh registration; or what stopped it. */
async function signedInUser(
  { values, session }: SubmitInput,
  deps: SubmitDependencies,
): Promise<string | RegistrationBlocked> {
  if (session.signedIn && session.userId) return session.userId;
  const { contact } = values;
  const registration = await registrationOf(contact, deps);
  if ('kind' in registration) return registration;
  let auth: AuthToken;
  try {
    auth = await register(deps.api, registration);
  } catch (error) {
    // Taken between the check and the registration (the contract's 409): the check's own answer,
    // so the visitor gets the same guidance and sign-in link.
    if (isApiError(error) && error.code === 'EMAIL_ALREADY_REGISTERED') return { kind: 'emailRegistered' };
    throw error;
  }
  const userId = await deps.adoptSession(auth);
  const phone = contact.phoneNumber.trim() ? cleanPhoneNumber(contact.phoneNumber) : undefined;
  deps.unsavedName.current = {
    userId,
    last: contact.lastName.trim(),
    first: contact.firstName.trim(),
    ...(phone ? { phone } : {}),
  };
  return userId;
}

/** How the visitor registers, or what stops it: the email typed has an account, the phone verification did not load. */
async function registrationOf(
  contact: ContactValues,
  deps: SubmitDependencies,
): Promise<Registration | RegistrationBlocked> {
  if (contact.method === 'phone' && deps.phoneVerification) {
    const loginPhoneNumber = cleanPhoneNumber(contact.phoneNumber);
    let phoneNumberVerificationToken: string;
    try {
      phoneNumberVerificationToken = await deps.phoneVerification.verify(loginPhoneNumber);
    } catch (error) {
      if (error instanceof Error && error.message === WIDGET_TIMEOUT_MESSAGE)
        return { kind: 'phoneVerificationUnavailable' };
      throw error;
    }
    return {
      mode: 'phoneNumberRegistration',
      loginPhoneNumber,
      password: contact.password,
      phoneNumberVerificationToken,
    };
  }
  const email = normalizeEmail(contact.email);
  return (await isEmailRegistered(deps.api, email)) ? { kind: 'emailRegistered' } : { mode: 'client', email };
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

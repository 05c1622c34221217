// The account a visitor who is not signed in sends a request as: registered on the way (by email,
// or by phone when a verification provider exists), or the one an earlier try on this page (in
// this dialog or one closed since) registered and could not sign in with.
import {
  type ApiClient,
  type AuthToken,
  isApiError,
  isEmailRegistered,
  register,
  type Registration,
} from '../../../api';
import type { PhoneVerificationAdapter } from '../../../lib/captcha';
import { WIDGET_TIMEOUT_MESSAGE } from '../../../lib/phone-login';
import { normalizeEmail } from '../../../utils/email';
import { cleanPhoneNumber } from '../../../utils/phone';
import type { ContactValues } from '../form/values';

/**
 * An account a try registered, kept until the session has signed in with it or signed out, for the
 * page's life rather than the dialog's (visitor-memory.ts). The account exists whatever followed:
 * the email (or number) is its own from then on, and a client registered by email has no password
 * to sign in with, so a later try signs in with this account again instead of registering (which
 * would answer "already registered, sign in first").
 */
export interface RegisteredAccount {
  auth: AuthToken;
  /** What it was registered with (`loginOf`): another email or number typed is another account. */
  login: string;
}

/** What stops a visitor's registration before anything is sent as them. */
export type RegistrationBlocked =
  /** The email typed belongs to an account: the visitor signs in first. */
  | { kind: 'emailRegistered' }
  /**
   * The phone-login widget never became ready (§8 "timeout waiting for the external widget",
   * reported where it timed out): nothing was registered; the visitor sends again or uses email.
   */
  | { kind: 'phoneVerificationUnavailable' };

/** What registering needs of the submission's dependencies. */
interface RegistrationDependencies {
  api: ApiClient;
  phoneVerification?: PhoneVerificationAdapter | undefined;
  /** An account registered on an earlier try whose sign-in failed (see `SubmitDependencies`). */
  registeredAccount?: { current: RegisteredAccount | undefined };
}

/**
 * The account the visitor sends as: the one an earlier try registered with the same email or
 * number, or a fresh registration; or what stops it.
 */
export async function visitorAccount(
  contact: ContactValues,
  deps: RegistrationDependencies,
): Promise<RegisteredAccount | RegistrationBlocked> {
  const login = loginOf(contact, deps);
  const earlier = deps.registeredAccount?.current;
  if (earlier?.login === login) return earlier;
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
  const account = { auth, login };
  if (deps.registeredAccount) deps.registeredAccount.current = account;
  return account;
}

/** How `account` was registered: by its login phone number, or by email. */
export const registeredBy = (account: RegisteredAccount): 'email' | 'phone' =>
  account.login.startsWith('phone:') ? 'phone' : 'email';

/** What the visitor registers with, as `registrationOf` chooses: the login phone number, or the email. */
function loginOf(contact: ContactValues, deps: RegistrationDependencies): string {
  return contact.method === 'phone' && deps.phoneVerification
    ? `phone:${cleanPhoneNumber(contact.phoneNumber)}`
    : `email:${normalizeEmail(contact.email)}`;
}

/** How the visitor registers, or what stops it: the email typed has an account, the phone verification did not load. */
async function registrationOf(
  contact: ContactValues,
  deps: RegistrationDependencies,
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

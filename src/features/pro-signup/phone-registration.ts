// Registering as a pro by phone (§7: POST /auth/register, mode phoneNumberRegistration, with the
// number, a password and the phone-login widget's verification token). That mode carries no job
// types, so once signed in the new user's pro profile is created with the job types picked, tier
// new-user and the sales referrer (POST /users/{id}/pro-profile); onboarding starts from there.
import { register, saveProProfile, type ApiClient, type AuthToken, type User } from '../../api';
import { registeredBy } from './referrer';

export interface PhoneRegistrationInput {
  /** Cleaned: digits only (src/utils/phone.ts). */
  loginPhoneNumber: string;
  password: string;
  phoneNumberVerificationToken: string;
}

/** `POST /auth/register` with exactly the contract's four fields. */
export function registerByPhone(api: ApiClient, input: PhoneRegistrationInput): Promise<AuthToken> {
  return register(api, {
    mode: 'phoneNumberRegistration',
    loginPhoneNumber: input.loginPhoneNumber,
    password: input.password,
    phoneNumberVerificationToken: input.phoneNumberVerificationToken,
  });
}

/**
 * The pro profile of a user registered by phone (signed in: `api` carries their token): the job
 * types picked (the first is the main one), no base yet (onboarding's service area sets it), tier
 * new-user, and the referrer of a sales referral.
 */
export function createProProfile(
  api: ApiClient,
  userId: string,
  jobTypes: readonly [string, ...string[]],
  referrer: Parameters<typeof registeredBy>[0],
): Promise<User> {
  const { referer } = registeredBy(referrer);
  return saveProProfile(api, userId, {
    location: { prefecture: '', city: '' },
    jobTypes: [...jobTypes],
    mainJobType: jobTypes[0],
    currentTierId: 'new-user',
    ...(referer ? { referer } : {}),
  });
}

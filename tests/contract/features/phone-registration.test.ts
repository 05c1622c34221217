// Registering as a pro by phone against the stateful mock, through the app's code: the number as
// typed goes through the sign-up form's rule (cleaned to digits), POST /auth/register carries
// exactly the contract's four fields (mode phoneNumberRegistration), and the pro profile created
// next carries the job types, tier new-user and the sales referrer; the user it leaves starts
// onboarding (step avatar, profile incomplete, first step: the service area). The mock refuses what a
// real backend would: a verification token the phone-login provider (the kit's stand-in widget, or
// the app's stub) did not issue for the number (400 INVALID_PHONE_VERIFICATION_TOKEN), and a number
// already registered (409 PHONE_NUMBER_ALREADY_REGISTERED).
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { isApiError, userQueryOptions } from '../../../src/api';
import { createProProfile, registerByPhone } from '../../../src/features/pro-signup/phone-registration';
import { phoneSignupSchema } from '../../../src/features/pro-signup/schemas';
import { currentStep } from '../../../src/features/pro-signup/steps';
import { fixtures, fresh, recording, resetMock } from '../harness';

const { newClient } = fixtures.sessions;
const PASSWORD = 'correct-horse-battery';
const TOKEN = 'pv-stand-in-2976-k3j9x2a1';

beforeEach(resetMock);
afterAll(resetMock);

describe('pro registration by phone', () => {
  it('registers with the cleaned number, the password and the widget token, then creates the pro profile', async () => {
    const typed = phoneSignupSchema.parse({ phoneNumber: '０９０－３８４１－２９７６', password: PASSWORD });
    expect(typed).toEqual({ phoneNumber: '09038412976', password: PASSWORD });

    const { api, requests, sent, answers } = recording();
    const auth = await registerByPhone(api, {
      loginPhoneNumber: typed.phoneNumber,
      password: typed.password,
      phoneNumberVerificationToken: TOKEN,
    });
    expect(auth).toEqual(newClient.auth);
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /auth/register']);
    expect(answers[0]?.violations).toBeNull();
    expect(await requests[0]?.json()).toEqual({
      mode: 'phoneNumberRegistration',
      loginPhoneNumber: '09038412976',
      password: PASSWORD,
      phoneNumberVerificationToken: TOKEN,
    });

    const signedIn = recording({ token: auth.token });
    const user = await createProProfile(signedIn.api, auth.uid, ['house-cleaning', 'flooring'], {});
    expect(signedIn.sent.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `POST /users/${auth.uid}/pro-profile`,
    ]);
    expect(signedIn.requests[0]?.headers.get('x-access-token')).toBe(auth.token);
    expect(await signedIn.requests[0]?.json()).toEqual({
      proProfile: {
        location: { prefecture: '', city: '' },
        jobTypes: ['house-cleaning', 'flooring'],
        mainJobType: 'house-cleaning',
        currentTierId: 'new-user',
      },
    });
    expect(signedIn.answers[0]?.violations).toBeNull();
    expect(user).toMatchObject({
      phoneNumber: '09038412976',
      proRegistrationStep: 'avatar',
      profileComplete: false,
      proProfile: { currentTierId: 'new-user', mainJobType: 'house-cleaning' },
    });

    // What onboarding reads back: the new pro, at the service-area step.
    const reread = await fresh().fetchQuery(userQueryOptions(signedIn.api, auth.uid));
    expect(reread.proProfile?.jobTypes).toEqual(['house-cleaning', 'flooring']);
    expect(currentStep(reread)).toBe('area');
  });

  it('a sales referral puts the lead on the pro profile', async () => {
    const auth = await registerByPhone(recording().api, {
      loginPhoneNumber: '09038412976',
      password: PASSWORD,
      phoneNumberVerificationToken: TOKEN,
    });
    const signedIn = recording({ token: auth.token });
    await createProProfile(signedIn.api, auth.uid, ['house-cleaning'], {
      referrer: 'sales',
      referrerDetail: 'lead-42',
    });
    expect(await signedIn.requests[0]?.json()).toEqual({
      proProfile: {
        location: { prefecture: '', city: '' },
        jobTypes: ['house-cleaning'],
        mainJobType: 'house-cleaning',
        currentTierId: 'new-user',
        referer: { referrer: 'sales', referrerDetail: 'lead-42' },
      },
    });
  });

  it('refuses a verification token not issued for the number: forged, or another number’s (400)', async () => {
    const { api, answers } = recording();
    const refusal = (phoneNumberVerificationToken: string) =>
      registerByPhone(api, {
        loginPhoneNumber: '09038412976',
        password: PASSWORD,
        phoneNumberVerificationToken,
      }).then(
        () => 'registered',
        (error: unknown) => (isApiError(error) ? [error.status, error.code] : error),
      );
    expect(await refusal('pv-1a2b')).toEqual([400, 'INVALID_PHONE_VERIFICATION_TOKEN']);
    expect(await refusal('pv-stand-in-1234-k3j9x2a1')).toEqual([400, 'INVALID_PHONE_VERIFICATION_TOKEN']);
    expect(await refusal('stub-phone-verification:1234')).toEqual([400, 'INVALID_PHONE_VERIFICATION_TOKEN']);
    expect(answers.map((answer) => answer?.violations)).toEqual([null, null, null]);
    // Nothing was registered: the number's own token still registers it.
    expect(await refusal(TOKEN)).toBe('registered');
  });

  it('refuses a number already registered: a fixture user’s, or one registered by phone before (409)', async () => {
    const { api } = recording();
    const code = (loginPhoneNumber: string, phoneNumberVerificationToken: string) =>
      registerByPhone(api, { loginPhoneNumber, password: PASSWORD, phoneNumberVerificationToken }).then(
        () => 'registered',
        (error: unknown) =>
          isApiError(error) ? [error.status, error.code, error.body?.error.message] : error,
      );
    const taken = [409, 'PHONE_NUMBER_ALREADY_REGISTERED', 'This phone number is already registered'];
    expect(fixtures.sessions.client.user.phoneNumber).toBe('09012345678');
    expect(await code('09012345678', 'pv-stand-in-5678-a1b2c3d4')).toEqual(taken);
    expect(await code('09038412976', TOKEN)).toBe('registered');
    expect(await code('09038412976', 'pv-stand-in-2976-z9y8x7w6')).toEqual(taken);
  });

  it('the form refuses a number the Japanese phone rule refuses, and a blank one', () => {
    const issues = (phoneNumber: string) =>
      phoneSignupSchema
        .safeParse({ phoneNumber, password: PASSWORD })
        .error?.issues.map((issue) => issue.message);
    expect(issues('090-1234-5678')).toEqual(['errors.phone']);
    expect(issues('  ')).toEqual(['errors.required']);
    expect(issues('03-3841-2976')).toBeUndefined();
  });
});

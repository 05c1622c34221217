// Registering as a pro by phone against the stateful mock, through the app's code: the number as
// typed goes through the sign-up form's rule (cleaned to digits), POST /auth/register carries
// exactly the contract's four fields (mode phoneNumberRegistration), and the pro profile created
// next carries the job types, tier new-user and the sales referrer; the user it leaves starts
// onboarding (step avatar, profile incomplete, first step: the service area).
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { userQueryOptions } from '../../../src/api';
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

// Users as the pro-side tests need them: a pro still registering and one whose onboarding is done.
// `overrides` replace fields; `proProfile` fields are merged into the pro profile's.
import type { ProProfile, User } from '../../src/api';

type Overrides = Partial<Omit<User, 'proProfile'>> & { proProfile?: Partial<ProProfile> };

function withOverrides(base: User, { proProfile, ...rest }: Overrides): User {
  return {
    ...base,
    ...rest,
    proProfile: base.proProfile && proProfile ? { ...base.proProfile, ...proProfile } : base.proProfile,
  };
}

/** A new pro (registered for house cleaning): no area, no name, the server's step `avatar`. */
export const registeringPro = (overrides: Overrides = {}): User =>
  withOverrides(
    {
      id: 'user-new-client',
      email: 'new@example.com',
      proProfile: {
        location: { prefecture: '', city: '' },
        jobTypes: ['house-cleaning'],
        mainJobType: 'house-cleaning',
        currentTierId: 'new-user',
      },
      profileComplete: false,
      proRegistrationStep: 'avatar',
      requestCount: 0,
      profile: { isCompany: false },
      settings: { defaultLanguage: 'ja' },
      isItp: false,
      converted: false,
    },
    overrides,
  );

/** A pro whose onboarding is finished, every completeness item done (in Yokohama, Kanagawa). */
export const finishedPro = (overrides: Overrides = {}): User =>
  withOverrides(
    {
      id: 'pro-1',
      email: 'pro@example.com',
      profileComplete: true,
      proRegistrationStep: null,
      requestCount: 0,
      profile: { fullNameKanji: { last: '橋本', first: '紀子' }, isCompany: false, avatar: '/a.svg' },
      settings: { defaultLanguage: 'ja' },
      isItp: false,
      converted: false,
      proProfile: {
        location: { prefecture: 'kanagawa', city: 'yokohama-shi-tsurumi-ku' },
        availableLocations: { cities: { 'yokohama-shi-tsurumi-ku': true }, remote: false },
        jobTypes: ['house-cleaning'],
        mainJobType: 'house-cleaning',
        currentTierId: 'new-user',
        description: { ja: '丁寧な清掃を心がけています。' },
      },
    },
    overrides,
  );

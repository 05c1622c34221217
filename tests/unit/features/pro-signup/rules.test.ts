// The pro sign-up rules that are more than a call: the referrer tag (§6), the onboarding step
// from the saved user (§4), the basic-info rules (furigana with a company kanji name, §5) and the
// zip code (§5).
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/api';
import { registeredBy, referrerSearch, SALES_TAG } from '../../../../src/features/pro-signup/referrer';
import { basicInfoSchema, zipCodeSchema } from '../../../../src/features/pro-signup/schemas';
import {
  currentStep,
  isDroppedSocialRegistration,
  registrationInProgress,
} from '../../../../src/features/pro-signup/steps';
import { socialAvatarUrl } from '../../../../src/features/pro-signup/components/AvatarStep';
import { registeringPro } from '../../../helpers/users';

const newPro: User = registeringPro();
const withArea: User = {
  ...newPro,
  proProfile: {
    ...newPro.proProfile!,
    location: { prefecture: 'tokyo', city: 'shibuya-ku' },
    availableLocations: { cities: { 'shibuya-ku': true }, proGoToClient: true },
  },
};

describe('the referrer rule (§6)', () => {
  it('tags a sales referral with the lead, anything else as user', () => {
    expect(registeredBy({ referrer: 'sales', referrerDetail: 'lead-7' })).toEqual({
      accountRegisteredBy: SALES_TAG,
      referer: { referrer: 'sales', referrerDetail: 'lead-7' },
    });
    expect(SALES_TAG).toBe('account-registered-by zmarket-team-member');
    expect(registeredBy({ referrer: 'sales', referrerDetail: '  ' })).toEqual({
      accountRegisteredBy: 'user',
    });
    expect(registeredBy({ referrer: 'partner', referrerDetail: 'lead-7' })).toEqual({
      accountRegisteredBy: 'user',
    });
    expect(registeredBy({})).toEqual({ accountRegisteredBy: 'user' });
  });

  it('keeps only string search parameters', () => {
    expect(referrerSearch({ referrer: 'sales', referrerDetail: ['a', 'b'] })).toEqual({
      referrer: 'sales',
      referrerDetail: undefined,
    });
  });
});

describe('the onboarding step (§4)', () => {
  it('follows what is saved while the step is avatar, then confirm, then none', () => {
    expect(currentStep(newPro)).toBe('area');
    expect(currentStep(withArea)).toBe('basicInfo');
    const named = {
      ...withArea,
      profile: { ...withArea.profile, fullNameKanji: { last: '山田', first: '太郎' } },
    };
    expect(currentStep(named)).toBe('avatar');
    expect(currentStep({ ...named, proRegistrationStep: 'socialAccountLinked', requestCount: 1 })).toBe(
      'avatar',
    );
    expect(currentStep({ ...named, proRegistrationStep: 'confirm' })).toBe('confirm');
    expect(currentStep({ ...named, proRegistrationStep: null, profileComplete: true })).toBeNull();
    expect(currentStep({ ...newPro, proProfile: null })).toBeNull();
  });
});

describe('a dropped social registration (§4)', () => {
  const named: User = {
    ...withArea,
    profile: { ...withArea.profile, fullNameKanji: { last: '山田', first: '太郎' } },
  };
  // step, requestCount, saved so far → dropped?, the onboarding step, a registration in progress?
  it.each([
    ['socialAccountLinked', 0, newPro, true, null, false],
    ['socialAccountLinked', 0, named, true, null, false],
    ['socialAccountLinked', 1, newPro, false, 'area', true],
    ['socialAccountLinked', 3, named, false, 'avatar', true],
    ['avatar', 0, newPro, false, 'area', true],
    ['confirm', 0, named, false, 'confirm', true],
    [null, 0, named, false, null, false],
  ] as const)(
    'step %s with requestCount %i: dropped %#',
    (step, requestCount, saved, dropped, onboardingStep, inProgress) => {
      const user: User = { ...saved, proRegistrationStep: step, requestCount };
      expect(isDroppedSocialRegistration(user)).toBe(dropped);
      expect(currentStep(user)).toBe(onboardingStep);
      expect(registrationInProgress(user)).toBe(inProgress);
    },
  );
});

describe('basic info and zip code (§5)', () => {
  const values = {
    kanjiLast: '山田',
    kanjiFirst: '太郎',
    englishLast: '',
    englishFirst: '',
    companyNameKanji: '',
    companyNameFurigana: '',
    companyNameEnglish: '',
    description: '',
  };
  const issues = (language: 'ja' | 'en', input: typeof values) =>
    basicInfoSchema(language)
      .safeParse(input)
      .error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

  it('asks the furigana only with a company kanji name', () => {
    expect(issues('ja', values)).toEqual([]);
    expect(issues('ja', { ...values, companyNameKanji: '山田クリーニング' })).toEqual([
      'companyNameFurigana:errors.furiganaRequired',
    ]);
    expect(issues('ja', { ...values, companyNameEnglish: 'Yamada Cleaning' })).toEqual([]);
  });

  it('checks the names with the shared validators; the page language says which name is required', () => {
    expect(issues('ja', { ...values, kanjiLast: 'Yamada' })).toEqual(['kanjiLast:errors.name.kanji']);
    expect(issues('ja', { ...values, kanjiLast: 'ななし', kanjiFirst: 'ななし' })).toEqual([
      'kanjiLast:errors.invalidName',
      'kanjiFirst:errors.invalidName',
    ]);
    expect(issues('en', { ...values, kanjiLast: '', kanjiFirst: '' })).toEqual([
      'englishLast:errors.required',
      'englishFirst:errors.required',
    ]);
    expect(issues('en', { ...values, englishLast: '山田', englishFirst: 'Taro' })).toEqual([
      'englishLast:errors.name.english',
    ]);
  });

  it('zip codes: three digits, optional hyphen, four digits, not ending in 0000', () => {
    const zip = (zipCode: string) => zipCodeSchema.safeParse({ zipCode }).error?.issues[0]?.message;
    expect(zip('150-0001')).toBeUndefined();
    expect(zip('１５０－０００１')).toBeUndefined();
    expect(zip('15-0001')).toBe('errors.zipCodeNotExists');
    expect(zip('100-0000')).toBe('errors.zipCodeLastFourDigitsIsAllZero');
    expect(zip('')).toBe('errors.required');
  });

  it('social avatar URLs must use https (full-width ASCII read as half-width)', () => {
    expect(socialAvatarUrl('https://example.com/me.png')).toBe('https://example.com/me.png');
    expect(socialAvatarUrl('ｈｔｔｐｓ：／／example.com/me.png')).toBe('https://example.com/me.png');
    expect(socialAvatarUrl('http://example.com/me.png')).toBeUndefined();
    expect(socialAvatarUrl('not a url')).toBeUndefined();
  });
});

// A pro's name on the dashboard: any accepted form (kanji or romanised, personal or company) counts
// for completeness, and shows in the page's language with the other as the fallback.
import { describe, expect, it } from 'vitest';
import { completenessOf, proNameOf } from '../../../../src/features/pro-dashboard/completeness';
import type { User } from '../../../../src/api';

const kanji = { fullNameKanji: { last: '橋本', first: '紀子' } };
const english = { fullNameEnglish: { first: 'Noriko', last: 'Hashimoto' } };
const user = (profile: Partial<User['profile']>): User => ({
  id: 'pro-1',
  email: 'pro@example.com',
  proProfile: null,
  profileComplete: false,
  proRegistrationStep: 'avatar',
  requestCount: 0,
  profile: { isCompany: false, ...profile },
  settings: { defaultLanguage: 'ja' },
  isItp: false,
  converted: false,
});
const nameDone = (profile: Partial<User['profile']>) =>
  completenessOf(user(profile), []).items.find((entry) => entry.item === 'name')?.done;

describe('proNameOf', () => {
  it.each([
    ['kanji only, ja', kanji, 'ja', '橋本 紀子'],
    ['kanji only, en (falls back)', kanji, 'en', '橋本 紀子'],
    ['romanised only, en', english, 'en', 'Noriko Hashimoto'],
    ['romanised only, ja (falls back)', english, 'ja', 'Noriko Hashimoto'],
    ['both, en', { ...kanji, ...english }, 'en', 'Noriko Hashimoto'],
    ['both, ja', { ...kanji, ...english }, 'ja', '橋本 紀子'],
    [
      'a company leads (as on the public profile)',
      { ...kanji, companyNameKanji: '橋本清掃' },
      'ja',
      '橋本清掃',
    ],
    [
      'an English company name, ja (falls back)',
      { companyNameEnglish: 'Hashimoto Cleaning' },
      'ja',
      'Hashimoto Cleaning',
    ],
    ['no name', {}, 'ja', undefined],
    ['blank names', { fullNameKanji: { last: '', first: '' } }, 'en', undefined],
  ] satisfies [string, Partial<User['profile']>, 'ja' | 'en', string | undefined][])(
    '%s',
    (_name, profile, language, expected) => {
      expect(proNameOf(user(profile).profile, language)).toBe(expected);
    },
  );
});

describe('the completeness name item', () => {
  it.each([
    ['kanji name', kanji, true],
    ['romanised name only (onboarding in English)', english, true],
    ['Japanese company name only', { companyNameKanji: '橋本清掃' }, true],
    ['English company name only', { companyNameEnglish: 'Hashimoto Cleaning' }, true],
    ['no name', {}, false],
  ] satisfies [string, Partial<User['profile']>, boolean][])('%s', (_name, profile, done) => {
    expect(nameDone(profile)).toBe(done);
  });
});

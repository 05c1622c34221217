// The area step's rules (src/features/pro-signup/area.ts) as tables: a prefecture change keeps no
// city of the old one; the base is the looked-up zip code's city, and a zip code counts only while it
// is the one looked up in the chosen prefecture; the ways of working per job type come back from this
// browser's record when it fits the saved flags, else only as far as the flags say them exactly.
import { describe, expect, it } from 'vitest';
import type { AvailableLocations, MeetType, User } from '../../../../src/api';
import {
  areaOf,
  baseCityKey,
  hasUnresolvedZip,
  inPrefecture,
  meetOf,
  readRememberedMeet,
  rememberMeet,
  resolvedZip,
  withPlace,
  type AreaDraft,
  type RememberedMeet,
} from '../../../../src/features/pro-signup/area';
import { createMemoryStorage } from '../../../../src/lib/session';

const draft = (part: Partial<AreaDraft> = {}): AreaDraft => ({
  prefecture: 'tokyo',
  cities: ['shibuya-ku', 'shinjuku-ku'],
  zipCode: '',
  townArea: 'town-1',
  meet: {},
  ...part,
});
const SHIBUYA_ZIP = { zipCode: '150-0001', prefecture: 'tokyo', city: 'shibuya-ku' };

describe('inPrefecture and withPlace', () => {
  it('another prefecture keeps none of the cities nor the town area', () => {
    expect(inPrefecture(draft(), 'osaka')).toMatchObject({ prefecture: 'osaka', cities: [], townArea: '' });
  });

  it('the same prefecture changes nothing', () => {
    const area = draft();
    expect(inPrefecture(area, 'tokyo')).toBe(area);
  });

  it('a zip code looked up for the old prefecture goes; one typed and not looked up stays', () => {
    const looked = draft({ zipCode: '150-0001', zipPlace: SHIBUYA_ZIP });
    expect(inPrefecture(looked, 'osaka')).toMatchObject({ zipCode: '', zipPlace: undefined });
    const typed = draft({ prefecture: '', cities: [], zipCode: '150-0001' });
    expect(inPrefecture(typed, 'tokyo').zipCode).toBe('150-0001');
  });

  it('a place found ticks its city, alone in another prefecture, added in the same one', () => {
    expect(withPlace(draft(), 'osaka', 'osaka-kita-ku').cities).toEqual(['osaka-kita-ku']);
    expect(withPlace(draft({ cities: ['shinjuku-ku'] }), 'tokyo', 'shibuya-ku').cities).toEqual([
      'shinjuku-ku',
      'shibuya-ku',
    ]);
    expect(withPlace(draft(), 'tokyo', 'shibuya-ku').cities).toEqual(['shibuya-ku', 'shinjuku-ku']);
  });
});

describe('the base and its zip code', () => {
  const listed = ['chiyoda-ku', 'shinjuku-ku', 'shibuya-ku'];

  it.each([
    ['the looked-up zip code', { zipCode: '150-0001', zipPlace: SHIBUYA_ZIP }, SHIBUYA_ZIP],
    [
      'written without its hyphen or in full width',
      { zipCode: '１５００００１', zipPlace: SHIBUYA_ZIP },
      SHIBUYA_ZIP,
    ],
    ['blank', { zipCode: ' ', zipPlace: SHIBUYA_ZIP }, undefined],
    ['changed since', { zipCode: '160-0022', zipPlace: SHIBUYA_ZIP }, undefined],
    ['never looked up', { zipCode: '150-0001' }, undefined],
    ['of another prefecture', { prefecture: 'osaka', zipCode: '150-0001', zipPlace: SHIBUYA_ZIP }, undefined],
    [
      'at a city the prefecture does not list',
      { zipCode: '150-0001', zipPlace: { ...SHIBUYA_ZIP, city: 'kita-ku' } },
      undefined,
    ],
  ])('resolvedZip: %s', (_, part, expected) => {
    expect(resolvedZip(draft(part), listed)).toEqual(expected);
  });

  it('a typed zip code no look-up resolved is unresolved; a blank one is not', () => {
    expect(hasUnresolvedZip(draft({ zipCode: '999-9999' }), listed)).toBe(true);
    expect(hasUnresolvedZip(draft({ zipCode: '' }), listed)).toBe(false);
    expect(hasUnresolvedZip(draft({ zipCode: '150-0001', zipPlace: SHIBUYA_ZIP }), listed)).toBe(false);
  });

  it('the base is the zip code’s city, else the first chosen in the list’s order', () => {
    expect(baseCityKey(draft({ zipCode: '150-0001', zipPlace: SHIBUYA_ZIP }), listed)).toBe('shibuya-ku');
    expect(baseCityKey(draft(), listed)).toBe('shinjuku-ku');
    expect(baseCityKey(draft({ cities: ['osaka-kita-ku'] }), listed)).toBeUndefined();
  });
});

const JOB_TYPES = ['house-cleaning', 'piano-lessons'];
const proWith = (flags: MeetType[], id = 'user-pro'): User => ({
  id,
  email: 'pro@example.jp',
  profileComplete: false,
  proRegistrationStep: 'avatar',
  requestCount: 0,
  proProfile: {
    location: { prefecture: 'tokyo', city: 'shibuya-ku', zipCode: '150-0001' },
    jobTypes: JOB_TYPES,
    mainJobType: 'house-cleaning',
    currentTierId: 'new-user',
    availableLocations: {
      cities: { 'shibuya-ku': true, 'shinjuku-ku': false },
      clientGoToPro: flags.includes('clientGoToPro'),
      proGoToClient: flags.includes('proGoToClient'),
      remote: flags.includes('remote'),
    } satisfies AvailableLocations,
  },
  profile: { isCompany: false },
  settings: { defaultLanguage: 'ja' },
  isItp: false,
  converted: false,
});
const remembered: RememberedMeet = {
  userId: 'user-pro',
  meet: { 'house-cleaning': ['proGoToClient'], 'piano-lessons': ['remote'] },
};

describe('meetOf: the ways of working per job type', () => {
  it('nothing saved: the pro goes to the client for every job type', () => {
    const fresh = {
      ...proWith([]),
      proProfile: { ...proWith([]).proProfile!, availableLocations: undefined },
    };
    expect(meetOf(fresh, undefined)).toEqual({
      'house-cleaning': ['proGoToClient'],
      'piano-lessons': ['proGoToClient'],
    });
  });

  it('this browser’s record, when it fits the saved flags', () => {
    expect(meetOf(proWith(['proGoToClient', 'remote']), remembered)).toEqual(remembered.meet);
  });

  it.each<[string, RememberedMeet | undefined]>([
    ['another pro’s record', { ...remembered, userId: 'someone-else' }],
    [
      'a record that no longer fits the flags',
      { ...remembered, meet: { 'house-cleaning': ['clientGoToPro'] } },
    ],
    ['no record', undefined],
  ])('%s: several flags over several job types say nothing per job type (none ticked)', (_, given) => {
    expect(meetOf(proWith(['proGoToClient', 'remote']), given)).toEqual({
      'house-cleaning': [],
      'piano-lessons': [],
    });
  });

  it('one flag is every job type’s; one job type has every flag', () => {
    expect(meetOf(proWith(['remote']), undefined)).toEqual({
      'house-cleaning': ['remote'],
      'piano-lessons': ['remote'],
    });
    const single = proWith(['remote', 'clientGoToPro']);
    single.proProfile!.jobTypes = ['house-cleaning'];
    expect(meetOf(single, undefined)).toEqual({ 'house-cleaning': ['clientGoToPro', 'remote'] });
  });

  it('areaOf: the saved cities ticked, the saved zip code resolved to the saved base', () => {
    const area = areaOf(proWith(['proGoToClient', 'remote']), remembered);
    expect(area).toMatchObject({ prefecture: 'tokyo', cities: ['shibuya-ku'], zipCode: '150-0001' });
    expect(resolvedZip(area, ['shibuya-ku'])).toEqual(SHIBUYA_ZIP);
  });
});

describe('the record in the stored pro sign-up form', () => {
  it('is written beside what else the form holds, and read back', () => {
    const storage = createMemoryStorage({ proSignUpForm: JSON.stringify({ jobTypes: ['house-cleaning'] }) });
    rememberMeet('user-pro', remembered.meet, storage);
    expect(JSON.parse(storage.items.get('proSignUpForm') ?? '')).toMatchObject({
      jobTypes: ['house-cleaning'],
    });
    expect(readRememberedMeet(storage)).toEqual(remembered);
  });

  it.each([
    ['nothing', createMemoryStorage()],
    ['not JSON', createMemoryStorage({ proSignUpForm: '{' })],
    ['another shape', createMemoryStorage({ proSignUpForm: JSON.stringify({ areaMeet: { userId: 1 } }) })],
    ['no storage', undefined],
  ])('reads as absent from %s', (_, storage) => {
    expect(readRememberedMeet(storage)).toBeUndefined();
  });

  it('keeps only ways of working it knows', () => {
    const storage = createMemoryStorage({
      proSignUpForm: JSON.stringify({
        areaMeet: { userId: 'u', meet: { a: ['remote', 'teleport'], b: 'x' } },
      }),
    });
    expect(readRememberedMeet(storage)).toEqual({ userId: 'u', meet: { a: ['remote'], b: [] } });
  });
});

// A pro's profile completeness: each item from the user and the job-type profiles, and the percent.
import { describe, expect, it } from 'vitest';
import { completenessOf } from '../../../../src/features/pro-dashboard/completeness';
import type { JobTypeProfile, User } from '../../../../src/api';
import { finishedPro } from '../../../helpers/users';

const withTwoJobTypes = { jobTypes: ['house-cleaning', 'flooring'] };
const complete = finishedPro({ proProfile: withTwoJobTypes });

const described = (jobTypeId: string): JobTypeProfile => ({
  userId: 'pro-1',
  jobTypeId,
  description: { ja: 'ご依頼を承ります。' },
});
const both = [described('house-cleaning'), described('flooring')];
const notDone = (user: User, profiles: JobTypeProfile[] | undefined) =>
  completenessOf(user, profiles)
    .items.filter((entry) => entry.done === false)
    .map((entry) => entry.item);

describe('completenessOf', () => {
  it('is 100% with every item done', () => {
    expect(completenessOf(complete, both)).toMatchObject({ percent: 100 });
  });

  it.each([
    ['no avatar', { ...complete, profile: { ...complete.profile, avatar: '' } }, both, ['avatar']],
    [
      'a company name stands for the name',
      { ...complete, profile: { isCompany: true, companyNameKanji: '橋本清掃', avatar: '/a.svg' } },
      both,
      [],
    ],
    ['no name at all', { ...complete, profile: { isCompany: false, avatar: '/a.svg' } }, both, ['name']],
    ['one job type undescribed', complete, [described('house-cleaning')], ['jobTypeDescriptions']],
    // Unknown is not "not done": see below.
    ['profiles unknown (still loading or failed)', complete, undefined, []],
    [
      'no cities but remote work counts as an area',
      finishedPro({ proProfile: { ...withTwoJobTypes, availableLocations: { cities: {}, remote: true } } }),
      both,
      [],
    ],
    [
      'no area, no description, no job types',
      finishedPro({ proProfile: { availableLocations: {}, jobTypes: [], description: undefined } }),
      [],
      ['jobTypes', 'serviceArea', 'description', 'jobTypeDescriptions'],
    ],
  ] satisfies [string, User, JobTypeProfile[] | undefined, string[]][])(
    '%s',
    (_name, user, profiles, expected) => {
      expect(notDone(user, profiles)).toEqual(expected);
    },
  );

  it('while the job-type profiles are unknown, their item is unknown and there is no percent', () => {
    const { items, percent } = completenessOf(complete, undefined);
    expect(items.find((entry) => entry.item === 'jobTypeDescriptions')?.done).toBeUndefined();
    expect(percent).toBeUndefined();
    // Without job types there is nothing to describe: known not done, whatever the profiles.
    const none = finishedPro({ proProfile: { jobTypes: [] } });
    expect(completenessOf(none, undefined).items.at(-1)).toEqual({
      item: 'jobTypeDescriptions',
      done: false,
    });
    expect(completenessOf(none, undefined).percent).toBe(67);
  });

  it('rounds the percent of items done', () => {
    const user = { ...complete, profile: { ...complete.profile, avatar: '' } };
    expect(completenessOf(user, both).percent).toBe(83);
  });
});

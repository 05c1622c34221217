// How complete a pro's profile is: what the public profile and the matching need, item by item.
import type { JobTypeProfile, User } from '../../api';
import type { AppLanguage } from '../../lib/i18n';

export type CompletenessItem =
  'name' | 'avatar' | 'jobTypes' | 'serviceArea' | 'description' | 'jobTypeDescriptions';

export interface Completeness {
  /** `done` is undefined while the item cannot be checked (what it needs has not loaded). */
  items: { item: CompletenessItem; done: boolean | undefined }[];
  /**
   * Whole percent of the items done; undefined while an item cannot be checked: a score that
   * counted it as missing would send the pro to redo what may be done.
   */
  percent: number | undefined;
}

/**
 * The pro's name as the public profile leads with it: the company's when named, else the person's,
 * each in `language` or else in the other — a pro who onboarded in English may have given only the
 * romanised name, one in Japanese only the kanji one. Undefined when no name is given in any form.
 */
export function proNameOf(profile: User['profile'], language: AppLanguage): string | undefined {
  const { fullNameKanji, fullNameEnglish, companyNameKanji, companyNameEnglish } = profile;
  const kanji = fullNameKanji?.last ? `${fullNameKanji.last} ${fullNameKanji.first}`.trim() : '';
  const romanised = fullNameEnglish?.last ? `${fullNameEnglish.first} ${fullNameEnglish.last}`.trim() : '';
  const [company, person] =
    language === 'en'
      ? [companyNameEnglish || companyNameKanji, romanised || kanji]
      : [companyNameKanji || companyNameEnglish, kanji || romanised];
  return company || person || undefined;
}

/** Every item's state; `jobTypeProfiles` is undefined while unknown (loading or failed). */
export function completenessOf(user: User, jobTypeProfiles: JobTypeProfile[] | undefined): Completeness {
  const pro = user.proProfile;
  const jobTypes = pro?.jobTypes ?? [];
  const area = pro?.availableLocations;
  const served = Object.values(area?.cities ?? {}).some(Boolean);
  const described = new Set(
    (jobTypeProfiles ?? [])
      .filter((profile) => Boolean(profile.description.ja || profile.description.en))
      .map((profile) => profile.jobTypeId),
  );
  const checks: Record<CompletenessItem, boolean | undefined> = {
    // A name in any accepted form: kanji or romanised, the person's or the company's.
    name: proNameOf(user.profile, 'ja') !== undefined,
    avatar: Boolean(user.profile.avatar),
    jobTypes: jobTypes.length > 0,
    serviceArea: served || Boolean(area?.remote),
    description: Boolean(pro?.description?.ja || pro?.description?.en),
    // No job type: nothing to describe, whatever the profiles say.
    jobTypeDescriptions:
      jobTypes.length === 0 ? false : jobTypeProfiles && jobTypes.every((id) => described.has(id)),
  };
  const items = (Object.keys(checks) as CompletenessItem[]).map((item) => ({ item, done: checks[item] }));
  const done = items.filter((entry) => entry.done).length;
  const unknown = items.some((entry) => entry.done === undefined);
  return { items, percent: unknown ? undefined : Math.round((done / items.length) * 100) };
}

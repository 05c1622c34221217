// How complete a pro's profile is: what the public profile and the matching need, item by item.
import type { JobTypeProfile, User } from '../../api';

export type CompletenessItem =
  'name' | 'avatar' | 'jobTypes' | 'serviceArea' | 'description' | 'jobTypeDescriptions';

export interface Completeness {
  items: { item: CompletenessItem; done: boolean }[];
  /** Whole percent of the items done. */
  percent: number;
}

/** Every item's state; `jobTypeProfiles` is undefined while unknown (counted as not done). */
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
  const checks: Record<CompletenessItem, boolean> = {
    name: Boolean(user.profile.fullNameKanji?.last || user.profile.companyNameKanji),
    avatar: Boolean(user.profile.avatar),
    jobTypes: jobTypes.length > 0,
    serviceArea: served || Boolean(area?.remote),
    description: Boolean(pro?.description?.ja || pro?.description?.en),
    jobTypeDescriptions: jobTypes.length > 0 && jobTypes.every((id) => described.has(id)),
  };
  const items = (Object.keys(checks) as CompletenessItem[]).map((item) => ({ item, done: checks[item] }));
  const done = items.filter((entry) => entry.done).length;
  return { items, percent: Math.round((done / items.length) * 100) };
}

// The fixture data set indexed once for every operation module: pros by job type and by id, the
// job-type summaries, the users the mock knows, and per-job-type and per-pro tables.
import type { CityGroup, JobTypeSummary, User } from '../../generated/api';
import type { Dataset, FixturePro } from '../../fixtures/dataset';
import { byKey } from './tables';

export interface World {
  ds: Dataset;
  /** The pros offering a job type. */
  prosOf: (jobTypeId: string) => FixturePro[];
  proById: ReadonlyMap<string, FixturePro>;
  summariesOf: (jobTypeIds: string[]) => JobTypeSummary[];
  groupByKey: ReadonlyMap<string, CityGroup>;
  /** Every user the mock knows: the two fixture clients and each pro's user. */
  users: User[];
  servesPrefecture: (pro: FixturePro, prefectureKey: string) => boolean;
  servesCity: (pro: FixturePro, cityKey: string) => boolean;
  /** A table with one example per job type, named by its id. */
  perJobType: <T>(value: (jobTypeId: string) => T) => Record<string, T>;
  /** A table with one example per pro, named by the pro's user id. */
  perPro: <T>(value: (pro: FixturePro) => T) => Record<string, T>;
}

export function createWorld(ds: Dataset): World {
  const summaryById = new Map(ds.jobTypeSummaries.map((summary) => [summary.id, summary]));
  return {
    ds,
    prosOf: (jobTypeId) => ds.pros.filter((pro) => pro.profile.jobTypeIds.includes(jobTypeId)),
    proById: new Map(ds.pros.map((pro) => [pro.profile.id, pro])),
    summariesOf: (ids) => ids.flatMap((id) => summaryById.get(id) ?? []),
    groupByKey: new Map(ds.cityGroups.map((group) => [group.cityGroupKey, group])),
    users: [ds.sessions.client.user, ds.sessions.newClient.user, ...ds.pros.map((pro) => pro.user)],
    servesPrefecture: (pro, prefectureKey) => pro.prefectureKeys.includes(prefectureKey),
    servesCity: (pro, cityKey) => pro.servedCityKeys.includes(cityKey),
    perJobType: (value) =>
      byKey(
        ds.jobTypes,
        (jobType) => jobType.id,
        (jobType) => value(jobType.id),
      ),
    perPro: (value) => byKey(ds.pros, (pro) => pro.profile.id, value),
  };
}

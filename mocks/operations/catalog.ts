// Job categories, job types and their aliases and translations (openapi/paths/catalog.yaml).
import type { JobCategoryTree, JobTypeSummary } from '../../generated/api';
import { FIXTURE_NOW } from '../../fixtures/constants';
import type { Operations } from '../shared/operation';
import { bool, limit, one, param } from '../shared/request';
import { byKey } from '../shared/tables';

const SERVICES_OF_THE_MONTH = ['aircon-cleaning', 'gardener', 'family-photographer'];

const flatten = (tree: JobCategoryTree): JobCategoryTree[] => [tree, ...tree.children.flatMap(flatten)];

export const catalog: Operations = ({ world, places }) => {
  const { ds, prosOf, servesPrefecture, servesCity } = world;
  const requestable = new Set(
    ds.jobTypes.filter((jobType) => jobType.clientRequest).map((jobType) => jobType.id),
  );
  /** Up to eight other job types of the same main category. */
  const siblingsOf = (jobTypeId: string) => {
    const jobType = ds.jobTypes.find((candidate) => candidate.id === jobTypeId);
    return ds.jobTypeSummaries
      .filter((other) => other.id !== jobTypeId && other.categories[0] === jobType?.categories[0])
      .slice(0, 8);
  };

  return {
    examples: () => ({
      listJobCategories: { default: ds.jobCategories, empty: [] },
      getJobCategory: byKey(ds.jobCategories, (category) => category.id),
      listAllSubcategories: { default: ds.categoryTrees },
      getSubcategoriesByParent: byKey(ds.categoryTrees.flatMap(flatten), (tree) => tree.id),
      getJobType: byKey(ds.jobTypes, (jobType) => jobType.id),
      listJobTypes: { default: ds.jobTypeSummaries, empty: [] },
      listPopularJobTypes: {
        default: [...ds.jobTypeSummaries].sort((a, b) => prosOf(b.id).length - prosOf(a.id).length),
        empty: [],
      },
      listRelatedJobTypes: world.perJobType(siblingsOf),
      listRelatedRequestableJobTypes: world.perJobType((id) =>
        siblingsOf(id).filter((summary) => requestable.has(summary.id)),
      ),
      listRequestableJobTypesByCategory: byKey(
        ds.jobCategories,
        (category) => category.id,
        (category) =>
          ds.jobTypeSummaries.filter(
            (summary) => summary.categories.includes(category.id) && requestable.has(summary.id),
          ),
      ),
      listServiceOfTheMonth: { default: world.summariesOf(SERVICES_OF_THE_MONTH) },
      getJobTypeProCount: world.perJobType((id) => places.count(id)),
      getJobTypeAlias: byKey(ds.jobTypeAliases, (alias) => alias.id),
      listJobTypeAliases: { default: ds.jobTypeAliases },
      getTranslation: byKey(ds.translations, (translation) => `${translation.id}.${translation.language}`),
      listJobTypeProfilesByUser: world.perPro((pro) => pro.jobTypeProfiles),
      getProSignupCategoryTree: {
        default: { trees: ds.categoryTrees, createdDate: new Date(FIXTURE_NOW).toISOString() },
      },
    }),

    select: {
      getJobCategory: param('id'),
      getSubcategoriesByParent: param('id'),
      getJobType: param('id'),
      listRelatedJobTypes: param('id'),
      listRelatedRequestableJobTypes: param('id'),
      listRequestableJobTypesByCategory: param('id'),
      getJobTypeProCount: param('id'),
      getJobTypeAlias: param('id'),
      getTranslation: (context) => ({
        example: `${context.pathParams.id}.${context.headers['x-ui-language'] ?? 'ja'}`,
      }),
      listJobTypeProfilesByUser: param('id'),
    },

    refine: {
      listJobTypes: (context, body: JobTypeSummary[]) =>
        bool(context.query.clientRequest) ? body.filter((item) => requestable.has(item.id)) : body,
      listPopularJobTypes: ({ query }, body: JobTypeSummary[]) => {
        const categoryId = one(query.categoryId);
        const prefectureKey = one(query.prefectureKey);
        const cityKey = one(query.cityKey);
        const matches = body.filter(
          (item) =>
            (!categoryId || item.categories.includes(categoryId)) &&
            (!prefectureKey || prosOf(item.id).some((pro) => servesPrefecture(pro, prefectureKey))) &&
            (!cityKey || prosOf(item.id).some((pro) => servesCity(pro, cityKey))),
        );
        return limit(matches, query, 'limit', 10);
      },
      getJobTypeProCount: ({ pathParams, query }) => places.count(pathParams.id ?? '', query),
    },
  };
};

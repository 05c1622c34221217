// Pros' case studies (finished jobs), by job type and place and by pro
// (openapi/paths/case-studies.yaml). Only published ones are shown, newest first.
import type { CaseStudy, CaseStudyPage } from '../../generated/api';
import type { FixturePro } from '../../fixtures/dataset';
import type { Operations } from '../shared/operation';
import { int, pageOf, param } from '../shared/request';
import { sameFor } from '../shared/tables';
import type { RequestContext } from '../types';

const BY_JOB_TYPE = [
  'listCaseStudiesByJobType',
  'listCaseStudiesByJobTypeAndPrefecture',
  'listCaseStudiesByJobTypeAndCityGroup',
  'listCaseStudiesByJobTypeAndCity',
];

const published = (pro: FixturePro) => pro.caseStudies.filter((study) => study.status === 'published');

/** The studies `keep` keeps, one page of them (`currentPage`, `pageSize`). */
const pageCaseStudies = (
  context: RequestContext,
  page: CaseStudyPage,
  keep: (study: CaseStudy) => boolean,
): CaseStudyPage => {
  const matches = page.caseStudies.filter(keep);
  const size = int(context.query.pageSize, 6);
  return {
    ...page,
    caseStudies: pageOf(matches, context.query.currentPage, size),
    totalCaseStudies: matches.length,
  };
};

export const caseStudies: Operations = ({ world, places, english }) => {
  const { prosOf, groupByKey } = world;
  /** Case studies of a place: done there, by pros the place's list has. */
  const caseStudiesIn = (
    context: RequestContext,
    body: CaseStudyPage,
    where: (study: CaseStudy) => boolean,
  ) => {
    const { pathParams, query } = context;
    const pros = places.proIdsIn(pathParams.id ?? '', places.ofQuery(query, pathParams));
    return pageCaseStudies(context, body, (study) => where(study) && pros.has(study.proId));
  };
  const all = (context: RequestContext, body: CaseStudyPage) => pageCaseStudies(context, body, () => true);
  const inEnglish = (body: CaseStudyPage): CaseStudyPage => ({
    ...body,
    caseStudies: body.caseStudies.map(english.proName),
  });

  return {
    examples: () => ({
      ...sameFor(BY_JOB_TYPE, {
        ...world.perJobType((id): CaseStudyPage => {
          const studies = prosOf(id)
            .flatMap(published)
            .filter((study) => study.jobTypeId === id)
            .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
          return { caseStudies: studies, totalCaseStudies: studies.length };
        }),
        empty: { caseStudies: [], totalCaseStudies: 0 } satisfies CaseStudyPage,
      }),
      // A pro's profile shows the published studies marked for it.
      listCaseStudiesByPro: world.perPro((pro): CaseStudyPage => {
        const studies = published(pro).filter((study) => study.isServicePage);
        return {
          caseStudies: studies,
          totalCaseStudies: studies.length,
          totalFilteredOutCaseStudies: pro.caseStudies.length - studies.length,
        };
      }),
    }),

    select: { ...sameFor(BY_JOB_TYPE, param('id')), listCaseStudiesByPro: param('userId') },

    refine: {
      listCaseStudiesByJobType: all,
      listCaseStudiesByJobTypeAndPrefecture: (context, body: CaseStudyPage) =>
        caseStudiesIn(context, body, (study) => study.prefecture === context.pathParams.prefecture),
      listCaseStudiesByJobTypeAndCityGroup: (context, body: CaseStudyPage) => {
        const group = context.pathParams.group;
        const members = new Set(group ? (groupByKey.get(group)?.cityKeys ?? []) : []);
        return caseStudiesIn(context, body, (study) => members.has(study.city ?? ''));
      },
      listCaseStudiesByJobTypeAndCity: (context, body: CaseStudyPage) =>
        caseStudiesIn(context, body, (study) => study.city === context.pathParams.city),
      listCaseStudiesByPro: all,
    },

    english: { ...sameFor(BY_JOB_TYPE, inEnglish), listCaseStudiesByPro: inEnglish },
  };
};

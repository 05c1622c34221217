// Query options of pro profiles: one factory per operation, shared by the route loaders and the
// profile's sections. The swallowed fallbacks of product spec §8 (reviews, pricing menu,
// questions) live here; claim-profile errors are only logged (§8).
import { queryOptions } from '@tanstack/react-query';
import {
  isApiError,
  type ApiClient,
  type CaseStudyPage,
  type ClaimProfileResult,
  type Language,
  type PricingMenu,
  type ProFeedbackPage,
  type ProQuestions,
  type PublicPro,
} from '../../../api';
import { reportError } from '../../../lib/monitoring';

const root = ['pros'] as const;

export const proKeys = {
  all: root,
  profile: (proKey: string, language: Language) => [...root, 'profile', proKey, language] as const,
  jobTypes: (proId: string, isItp: boolean, language: Language) =>
    [...root, 'jobTypes', proId, isItp, language] as const,
  prefectures: (proId: string, language: Language) => [...root, 'prefectures', proId, language] as const,
  caseStudies: (proId: string, pageSize: number, language: Language) =>
    [...root, 'caseStudies', proId, pageSize, language] as const,
  reviews: (proId: string, language: Language) => [...root, 'reviews', proId, language] as const,
  pricingMenu: (proId: string, language: Language) => [...root, 'pricingMenu', proId, language] as const,
  questions: (proId: string, language: Language) => [...root, 'questions', proId, language] as const,
  blogPosts: (proId: string, language: Language) => [...root, 'blogPosts', proId, language] as const,
};

/** Case studies shown on a profile (product spec §9: the page size setting defaults to 6). */
export const PROFILE_CASE_STUDY_PAGE_SIZE = 6;

const PRO_ID = /^pro-\d+$/;
const SHORT_ID = /^p[a-z0-9]{5}$/;
// Case studies of a profile are the published ones of its service page (product spec §7).
const publishedServicePage = { caseStatus: 'published', isServicePage: true } as const;
const lang = (language: Language) => ({ 'x-ui-language': language });

const orNull = (error: unknown): null => {
  if (isApiError(error) && error.status === 404) return null;
  throw error;
};

/**
 * A profile by slug, custom profile URL, short id or pro id (product spec §2). Ids go to
 * GET /pros/{id}; anything else is a slug or custom URL (GET /pros/get-by-slug/{slug}), with the
 * id lookup as the second try. An imported, unclaimed profile (`isItp`) is then read from
 * GET /itp-users/{id}, its own source. Null when none knows the key.
 */
export const proProfileQueryOptions = (api: ApiClient, proKey: string, language: Language) =>
  queryOptions({
    queryKey: proKeys.profile(proKey, language),
    queryFn: async (): Promise<PublicPro | null> => {
      const headers = lang(language);
      const byId = () =>
        api
          .GET('/pros/{id}', { params: { path: { id: proKey }, query: publishedServicePage }, headers })
          .then(({ data }) => data ?? null, orNull);
      const pro =
        PRO_ID.test(proKey) || SHORT_ID.test(proKey)
          ? await byId()
          : ((await api
              .GET('/pros/get-by-slug/{slug}', {
                params: { path: { slug: proKey }, query: publishedServicePage },
                headers,
              })
              .then(({ data }) => data ?? null, orNull)) ?? (await byId()));
      if (!pro?.isItp) return pro;
      const imported = await api
        .GET('/itp-users/{id}', { params: { path: { id: pro.id } }, headers })
        .then(({ data }) => data ?? null, orNull);
      return imported ?? pro;
    },
  });

/** The pro's job types, from the imported-profile path when the profile is imported (§7). */
export const proJobTypesQueryOptions = (
  api: ApiClient,
  pro: Pick<PublicPro, 'id' | 'isItp'>,
  language: Language,
) =>
  queryOptions({
    queryKey: proKeys.jobTypes(pro.id, pro.isItp, language),
    queryFn: async () => {
      const options = { params: { path: { id: pro.id } }, headers: lang(language) };
      const { data } = pro.isItp
        ? await api.GET('/itp-users/{id}/job-types', options)
        : await api.GET('/pros/{id}/job-types', options);
      return data ?? [];
    },
  });

export const proPrefecturesQueryOptions = (api: ApiClient, proId: string, language: Language) =>
  queryOptions({
    queryKey: proKeys.prefectures(proId, language),
    queryFn: async () =>
      (
        await api.GET('/pros/{id}/available-prefectures', {
          params: { path: { id: proId } },
          headers: lang(language),
        })
      ).data ?? [],
  });

export const proCaseStudiesQueryOptions = (
  api: ApiClient,
  proId: string,
  language: Language,
  pageSize = PROFILE_CASE_STUDY_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: proKeys.caseStudies(proId, pageSize, language),
    queryFn: async (): Promise<CaseStudyPage> =>
      (
        await api.GET('/case-studies/pros/{userId}', {
          params: { path: { userId: proId }, query: { pageSize, ...publishedServicePage } },
          headers: lang(language),
        })
      ).data ?? { caseStudies: [], totalCaseStudies: 0 },
  });

export const emptyReviewPage = (): ProFeedbackPage => ({
  list: [],
  total: 0,
  counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
});

/** The pro's reviews; a failure is swallowed as an empty page and reported (§8). */
export const proReviewsQueryOptions = (api: ApiClient, proId: string, language: Language) =>
  queryOptions({
    queryKey: proKeys.reviews(proId, language),
    queryFn: async (): Promise<ProFeedbackPage> => {
      try {
        const { data } = await api.GET('/pro-feedbacks', {
          params: { query: { userId: proId } },
          headers: lang(language),
        });
        return data ?? emptyReviewPage();
      } catch (error) {
        reportError(error, { tags: { operation: 'listReviewsByUser' } });
        return emptyReviewPage();
      }
    },
  });

/** The pricing menu; a failure is swallowed as an empty menu, not reported (§8). */
export const proPricingMenuQueryOptions = (api: ApiClient, proId: string, language: Language) =>
  queryOptions({
    queryKey: proKeys.pricingMenu(proId, language),
    queryFn: async (): Promise<PricingMenu> => {
      try {
        const { data } = await api.GET('/users/{id}/pricing-menu', {
          params: { path: { id: proId } },
          headers: lang(language),
        });
        return data ?? { items: [] };
      } catch {
        return { items: [] };
      }
    },
  });

/** The pro's answers to common questions; a failure is swallowed as none, not reported (§8). */
export const proQuestionsQueryOptions = (api: ApiClient, proId: string, language: Language) =>
  queryOptions({
    queryKey: proKeys.questions(proId, language),
    queryFn: async (): Promise<ProQuestions['data']> => {
      try {
        const { data } = await api.GET('/users/{id}/questions', {
          params: { path: { id: proId } },
          headers: lang(language),
        });
        return data?.success ? data.data : [];
      } catch {
        return [];
      }
    },
  });

export const proBlogPostsQueryOptions = (api: ApiClient, proId: string, language: Language) =>
  queryOptions({
    queryKey: proKeys.blogPosts(proId, language),
    queryFn: async () =>
      (
        await api.GET('/pro-blog-posts/pro/{id}', {
          params: { path: { id: proId } },
          headers: lang(language),
        })
      ).data ?? [],
  });

export type ClaimOutcome = 'sent' | 'notSent';

/**
 * Claims an imported profile with an email (POST /itp-users/{id}/claim-profile). Errors are only
 * logged (§8): the caller gets a neutral `notSent`, never an exception, and nothing is reported.
 */
export async function claimProfile(
  api: ApiClient,
  proId: string,
  email: string,
  log: (message: string, error: unknown) => void = (message, error) => console.warn(message, error),
): Promise<ClaimOutcome> {
  try {
    const { data } = await api.POST('/itp-users/{id}/claim-profile', {
      params: { path: { id: proId } },
      body: { email },
    });
    return (data satisfies ClaimProfileResult | undefined)?.status === 'emailSent' ? 'sent' : 'notSent';
  } catch (error) {
    log('claim-profile failed', error);
    return 'notSent';
  }
}

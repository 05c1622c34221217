// Public pro profiles and imported profiles (openapi/paths/pros.yaml): a profile by any of its
// keys, its job types and prefectures, and the claim of an imported profile.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ClaimProfileResult, Language, PublicPro } from '../../generated/api';
import type { ApiClient } from './client';
import { publishedServicePage } from './case-studies';
import { lang, notFoundAsNull } from './http';

const root = ['pros'] as const;

export const proKeys = {
  all: root,
  profile: (proKey: string, language: Language) => [...root, 'profile', proKey, language] as const,
  jobTypes: (proId: string, isItp: boolean, language: Language) =>
    [...root, 'jobTypes', proId, isItp, language] as const,
  prefectures: (proId: string, language: Language) => [...root, 'prefectures', proId, language] as const,
};

const PRO_ID = /^pro-\d+$/;
const SHORT_ID = /^p[a-z0-9]{5}$/;

/**
 * A profile by slug, custom profile URL, short id or pro id. Ids go to GET /pros/{id}; anything
 * else is a slug or custom URL (GET /pros/get-by-slug/{slug}), with the id lookup as the second
 * try. An imported, unclaimed profile (`isItp`) is then read from GET /itp-users/{id}, its own
 * source. Null when none knows the key.
 */
export const proProfileQueryOptions = (api: ApiClient, proKey: string, language: Language) =>
  queryOptions({
    queryKey: proKeys.profile(proKey, language),
    queryFn: async (): Promise<PublicPro | null> => {
      const headers = lang(language);
      const byId = () =>
        api
          .GET('/pros/{id}', { params: { path: { id: proKey }, query: publishedServicePage }, headers })
          .then(({ data }) => data ?? null, notFoundAsNull);
      const bySlug = () =>
        api
          .GET('/pros/get-by-slug/{slug}', {
            params: { path: { slug: proKey }, query: publishedServicePage },
            headers,
          })
          .then(({ data }) => data ?? null, notFoundAsNull);
      const pro =
        PRO_ID.test(proKey) || SHORT_ID.test(proKey) ? await byId() : ((await bySlug()) ?? (await byId()));
      if (!pro?.isItp) return pro;
      const imported = await api
        .GET('/itp-users/{id}', { params: { path: { id: pro.id } }, headers })
        .then(({ data }) => data ?? null, notFoundAsNull);
      return imported ?? pro;
    },
  });

/** The pro's job types, from the imported-profile path when the profile is imported. */
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

export type ClaimOutcome = 'sent' | 'notSent';

/**
 * Claims an imported profile with an email (POST /itp-users/{id}/claim-profile). Errors are only
 * logged: the caller gets a neutral `notSent`, never an exception, and nothing is reported.
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

export const claimProfileMutationOptions = (api: ApiClient, proId: string) =>
  mutationOptions({
    mutationKey: [...root, 'claim', proId],
    mutationFn: (email: string) => claimProfile(api, proId, email),
  });

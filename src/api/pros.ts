// Public pro profiles and imported profiles (openapi/paths/pros.yaml): a profile by any of its
// keys, its job types and prefectures, and the claim of an imported profile.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ClaimProfileResult, Language, PublicPro } from '../../generated/api';
import type { ApiClient } from './client';
import { publishedServicePage } from './case-studies';
import { ContractViolationError } from './errors';
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

/** What every page of a pro reads before anything else: whose page it is, and where its data is. */
const isPro = (data: unknown): data is PublicPro => {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const pro = data as Partial<Record<keyof PublicPro, unknown>>;
  return (
    typeof pro.id === 'string' &&
    typeof pro.slug === 'string' &&
    typeof pro.name === 'string' &&
    Array.isArray(pro.jobTypeIds) &&
    typeof pro.isItp === 'boolean'
  );
};

/**
 * The pro a profile call answered (null for none), or the call's failure when the answer is no pro
 * at all (`{}`, a list, a pro without its id). Production's client only reports contract
 * violations, so such an answer would reach the page as a pro that is nobody: its posts and
 * sections asked for by an id it has not, and the page "not found" instead of failed, with no
 * retry. The contract's own check (loaded only then: zod stays out of the page's JavaScript) names
 * what is wrong. A pro with another field off the contract is still the pro: the client reports it,
 * and the page shows what it can.
 */
async function proOf(
  key: 'GET /pros/{id}' | 'GET /pros/get-by-slug/{slug}' | 'GET /itp-users/{id}',
  data: unknown,
) {
  // (No body at all is the client's own failure; a fake client's `undefined` stays "none".)
  if (data === undefined) return null;
  if (isPro(data)) return data;
  const { checkAnswer } = await import('./contract-check');
  // Everything isPro asks for, the contract requires: its check finds the fault (the fallback only
  // keeps the answer failed should the two ever part).
  const violation = checkAnswer(key, data) ?? {
    operationId: key,
    issues: [{ path: [], message: 'not a pro' }],
  };
  throw new ContractViolationError(violation.operationId, violation.issues);
}

/**
 * A profile by slug, custom profile URL, short id or pro id. Ids go to GET /pros/{id}; anything
 * else is a slug or custom URL (GET /pros/get-by-slug/{slug}), with the id lookup as the second
 * try. An imported, unclaimed profile (`isItp`) is then read from GET /itp-users/{id}, its own
 * source. Null when none knows the key (404); an answer that is no pro fails (see proOf).
 */
export const proProfileQueryOptions = (api: ApiClient, proKey: string, language: Language) =>
  queryOptions({
    queryKey: proKeys.profile(proKey, language),
    queryFn: async (): Promise<PublicPro | null> => {
      const headers = lang(language);
      const byId = () =>
        api
          .GET('/pros/{id}', { params: { path: { id: proKey }, query: publishedServicePage }, headers })
          .then(({ data }) => proOf('GET /pros/{id}', data), notFoundAsNull);
      const bySlug = () =>
        api
          .GET('/pros/get-by-slug/{slug}', {
            params: { path: { slug: proKey }, query: publishedServicePage },
            headers,
          })
          .then(({ data }) => proOf('GET /pros/get-by-slug/{slug}', data), notFoundAsNull);
      const pro =
        PRO_ID.test(proKey) || SHORT_ID.test(proKey) ? await byId() : ((await bySlug()) ?? (await byId()));
      if (!pro?.isItp) return pro;
      const imported = await api
        .GET('/itp-users/{id}', { params: { path: { id: pro.id } }, headers })
        .then(({ data }) => proOf('GET /itp-users/{id}', data), notFoundAsNull);
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

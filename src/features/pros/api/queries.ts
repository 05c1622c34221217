// Query options of pro profiles.
import { queryOptions } from '@tanstack/react-query';
import { isApiError, type ApiClient, type Language, type PublicPro } from '../../../lib/api';

export const proKeys = {
  all: ['pros'] as const,
  profile: (proKey: string, language: Language) => ['pros', 'profile', proKey, language] as const,
};

const PRO_ID = /^pro-\d+$/;
const SHORT_ID = /^p[a-z0-9]{5}$/;

const orNull = (error: unknown): null => {
  if (isApiError(error) && error.status === 404) return null;
  throw error;
};

/**
 * A profile by slug, custom profile URL, short id or pro id (product spec §2). Ids go to
 * GET /pros/{id}; anything else is a slug or custom URL (GET /pros/get-by-slug/{slug}), with the
 * id lookup as the second try. Null when none knows the key.
 */
export const proProfileQueryOptions = (api: ApiClient, proKey: string, language: Language) =>
  queryOptions({
    queryKey: proKeys.profile(proKey, language),
    queryFn: async (): Promise<PublicPro | null> => {
      const headers = { 'x-ui-language': language };
      const query = { caseStatus: 'published', isServicePage: true } as const;
      const byId = () =>
        api
          .GET('/pros/{id}', { params: { path: { id: proKey }, query }, headers })
          .then(({ data }) => data ?? null, orNull);
      if (PRO_ID.test(proKey) || SHORT_ID.test(proKey)) return byId();
      const bySlug = await api
        .GET('/pros/get-by-slug/{slug}', { params: { path: { slug: proKey }, query }, headers })
        .then(({ data }) => data ?? null, orNull);
      return bySlug ?? byId();
    },
  });

// A pro's profile page as its route shows it, for component tests: the data of every section
// loaded first, as the route's loader starts it (the questions only while their flag is on), then
// the page rendered with renderUi.
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient, PublicPro } from '../../src/api';
import { ProProfilePage } from '../../src/features/pro-profile/components/ProProfilePage';
import { profileQueries } from '../../src/features/pro-profile/profile-queries';
import { renderUi, type RenderUiOptions } from './render-ui';

export interface LoadedProfileOptions extends Omit<RenderUiOptions, 'language' | 'api' | 'queryClient'> {
  /** The profile by job type (/profile/{pro}/pro/{jobTypeId}). */
  jobTypeId?: string;
}

export async function renderLoadedProfile(
  api: ApiClient,
  pro: PublicPro,
  language: 'ja' | 'en',
  { jobTypeId, ...options }: LoadedProfileOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const queries = profileQueries(api, pro, language);
  await Promise.all([
    queryClient.ensureQueryData(queries.jobTypes),
    queryClient.ensureQueryData(queries.prefectures),
    queryClient.ensureQueryData(queries.caseStudies),
    queryClient.ensureQueryData(queries.reviews),
    queryClient.ensureQueryData(queries.pricingMenu),
    queryClient
      .ensureQueryData(queries.reviewsQaFlag)
      .then((on) => (on ? queryClient.ensureQueryData(queries.questions) : undefined)),
    queryClient.ensureQueryData(queries.blogPosts),
  ]);
  return renderUi(<ProProfilePage pro={pro} jobTypeId={jobTypeId} language={language} />, {
    ...options,
    language,
    api,
    queryClient,
  });
}

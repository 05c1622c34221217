import { createFileRoute } from '@tanstack/react-router';
import { START_POPULAR_LIMIT, StartPage } from '../features/marketing/components/StartPage';
import { ensureResources } from '../lib/i18n';
import { ErrorState } from '../components/ErrorState';
import { pageInfo } from '../utils/page-info';
import { categoryTreeQueryOptions, popularJobTypesQueryOptions } from '../api';

export const Route = createFileRoute('/start')({
  // The language is a dependency: switching it loads the page again in that language.
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: async ({ context: { queryClient, api, language, i18n } }) => {
    await Promise.all([
      ensureResources(i18n, language, ['common', 'marketing']),
      queryClient.ensureQueryData(categoryTreeQueryOptions(api, language)),
      queryClient.ensureQueryData(popularJobTypesQueryOptions(api, { limit: START_POPULAR_LIMIT }, language)),
    ]);
    return { page: pageInfo('start'), language };
  },
  component: function Start() {
    const { language } = Route.useLoaderData();
    return <StartPage language={language} />;
  },
  errorComponent: ErrorState,
});

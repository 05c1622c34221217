import { createFileRoute } from '@tanstack/react-router';
import { StartPage } from '../features/marketing/components/StartPage';
import { startPageQueries } from '../features/marketing/start-queries';
import { ensureResources } from '../lib/i18n';
import { ErrorState } from '../components/ErrorState';
import { pageInfo } from '../utils/page-info';

export const Route = createFileRoute('/start')({
  // The language is a dependency: switching it loads the page again in that language.
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: async ({ context: { queryClient, api, language, i18n } }) => {
    const queries = startPageQueries(api, language);
    await Promise.all([
      ensureResources(i18n, language, ['common', 'marketing']),
      queryClient.ensureQueryData(queries.trees),
      queryClient.ensureQueryData(queries.popular),
    ]);
    return { page: pageInfo('start'), language };
  },
  component: function Start() {
    const { language } = Route.useLoaderData();
    return <StartPage language={language} />;
  },
  errorComponent: ErrorState,
});

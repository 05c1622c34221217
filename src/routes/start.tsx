import { createFileRoute } from '@tanstack/react-router';
import { categoryTreeQueryOptions, popularJobTypesQueryOptions } from '../features/marketing/api/queries';
import { StartPage } from '../features/marketing/components/StartPage';
import { ErrorState } from '../components/ErrorState';
import { pageInfo } from '../utils/page-info';

export const Route = createFileRoute('/start')({
  // The language is a dependency: switching it loads the page again in that language.
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: async ({ context: { queryClient, api, language } }) => {
    await Promise.all([
      queryClient.ensureQueryData(categoryTreeQueryOptions(api, language)),
      queryClient.ensureQueryData(popularJobTypesQueryOptions(api, { limit: 8 }, language)),
    ]);
    return { page: pageInfo('start'), language };
  },
  component: function Start() {
    const { language } = Route.useLoaderData();
    return <StartPage language={language} />;
  },
  errorComponent: ErrorState,
});

import { createFileRoute } from '@tanstack/react-router';
import { ErrorState } from '../components/ErrorState';
import { ArticlePending } from '../features/blog/components/ArticlePending';
import { BlogIndexPage } from '../features/blog/components/BlogIndexPage';
import { loadBlogIndex } from '../features/blog/load';

export const Route = createFileRoute('/blog/')({
  // The language is a dependency: switching it loads the page again in that language.
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: ({ context }) => loadBlogIndex(context),
  component: function BlogIndex() {
    const { language } = Route.useLoaderData();
    return <BlogIndexPage language={language} />;
  },
  pendingComponent: ArticlePending,
  errorComponent: ErrorState,
});

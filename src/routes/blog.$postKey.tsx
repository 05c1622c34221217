import { createFileRoute } from '@tanstack/react-router';
import { ErrorState } from '../components/ErrorState';
import { ArticlePending } from '../features/blog/components/ArticlePending';
import { InternalArticlePage } from '../features/blog/components/ArticlePage';
import { loadBlogPost } from '../features/blog/load';
import { jobTypePath } from '../features/marketing/resolve';
import { localized } from '../lib/i18n';
import { jobTypeQueryOptions } from '../api';

// An internal article: /blog/{name} (the URL its cards link to; an id is accepted too).
export const Route = createFileRoute('/blog/$postKey')({
  // The language is a dependency: switching it loads the page again in that language.
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: async ({ params, context }) => {
    const data = await loadBlogPost(params.postKey, context);
    // The article leads on to its job type's pros. The job type (cached when the reader comes from
    // its page) names that link and gives its path; a failed lookup is swallowed to no link.
    const jobType = data.post.jobTypeId
      ? await context.queryClient.ensureQueryData(
          jobTypeQueryOptions(context.api, data.post.jobTypeId, context.language),
        )
      : null;
    return {
      ...data,
      jobType: jobType && {
        title: localized(jobType.title, context.language),
        splat: jobTypePath(jobType).slice(1),
      },
    };
  },
  component: function BlogPost() {
    const { post, language, jobType } = Route.useLoaderData();
    return <InternalArticlePage post={post} language={language} jobType={jobType} />;
  },
  pendingComponent: ArticlePending,
  errorComponent: ErrorState,
});

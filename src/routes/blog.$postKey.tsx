import { createFileRoute } from '@tanstack/react-router';
import { ErrorState } from '../components/ErrorState';
import { ArticlePending } from '../features/blog/components/ArticlePending';
import { InternalArticlePage } from '../features/blog/components/ArticlePage';
import { loadArticleJobType, useArticleJobType } from '../features/blog/article-job-type';
import { loadBlogPost } from '../features/blog/load';
import { jobTypePath } from '../features/marketing/place';
import { localized } from '../lib/i18n';
import type { JobType, Language } from '../api';

/** The link on to the job type's pros: its name and its page's path. */
const jobTypeLink = (language: Language) => (jobType: JobType) => {
  const title = localized(jobType.title, language);
  return title ? { title, splat: jobTypePath(jobType).slice(1) } : null;
};

// An internal article: /blog/{name} (the URL its cards link to; an id is accepted too).
export const Route = createFileRoute('/blog/$postKey')({
  // The language is a dependency: switching it loads the page again in that language.
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: async ({ params, context }) => {
    const data = await loadBlogPost(params.postKey, context);
    // The article leads on to its job type's pros. The job type (cached when the reader comes from
    // its page) names that link and gives its path; a failed lookup is swallowed to no link, and a
    // slow one does not hold the article (the link follows).
    const jobType = await loadArticleJobType(data.post.jobTypeId, context, jobTypeLink(context.language));
    return { ...data, jobType };
  },
  component: function BlogPost() {
    const { post, language, jobType } = Route.useLoaderData();
    const link = useArticleJobType(post.jobTypeId, jobType, language, jobTypeLink(language));
    return <InternalArticlePage post={post} language={language} jobType={link} />;
  },
  pendingComponent: ArticlePending,
  errorComponent: ErrorState,
});

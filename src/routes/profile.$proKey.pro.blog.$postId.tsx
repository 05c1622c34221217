import { createFileRoute } from '@tanstack/react-router';
import { ErrorState } from '../components/ErrorState';
import { ArticlePending } from '../features/blog/components/ArticlePending';
import { ProArticlePage } from '../features/blog/components/ArticlePage';
import { ensureBlogTexts } from '../features/blog/load';
import { loadProBlogPost } from '../features/pro-profile/load';

// A pro's blog post, under the pro's profile (the URL the profile's blog cards link to).
export const Route = createFileRoute('/profile/$proKey/pro/blog/$postId')({
  // The language is a dependency: switching it loads the page again in that language.
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: async ({ params, context }) => {
    const [data] = await Promise.all([
      loadProBlogPost(params.proKey, params.postId, context),
      ensureBlogTexts(context),
    ]);
    return data;
  },
  component: function ProBlogPost() {
    const { pro, post, language } = Route.useLoaderData();
    return (
      <ProArticlePage
        post={post}
        language={language}
        pro={{ slug: pro.slug, displayName: pro.companyName ?? pro.name, isCompany: !!pro.companyName }}
      />
    );
  },
  pendingComponent: ArticlePending,
  errorComponent: ErrorState,
});

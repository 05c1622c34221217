// The blog's articles and pros' blog posts (openapi/paths/blog.yaml).
import type { ProBlogPost } from '../../generated/api';
import type { Operations } from '../shared/operation';
import { one, param } from '../shared/request';
import { byKey, withoutBody } from '../shared/tables';

export const blog: Operations = ({ world, english }) => {
  const { ds } = world;
  // An article's URL carries its name (/blog/{name}); the contract lets the call take it for the id.
  const blogIdByName = new Map(ds.blogPosts.map((post) => [post.name, post.id]));
  const proPostsInEnglish = (body: ProBlogPost[]) => body.map(english.proName);

  return {
    examples: () => ({
      listBlogPosts: {
        default: [...ds.blogPosts]
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
          .slice(0, 12)
          .map(withoutBody),
        empty: [],
      },
      getBlogPost: byKey(ds.blogPosts, (post) => post.id),
      listProBlogPostsByJobType: world.perJobType((id) =>
        ds.pros
          .flatMap((pro) => pro.blogPosts)
          .filter((post) => post.jobTypeId === id)
          .map(withoutBody),
      ),
      listInternalBlogPostsByJobType: Object.fromEntries(
        ds.jobTypes.flatMap((jobType) =>
          [true, false].map((isCostTag) => [
            `${jobType.id}.${isCostTag}`,
            ds.blogPosts
              .filter((post) => post.jobTypeId === jobType.id && post.isCostTag === isCostTag)
              .map(withoutBody),
          ]),
        ),
      ),
      listProBlogPostsByPro: world.perPro((pro) => pro.blogPosts),
    }),

    select: {
      getBlogPost: (context) => {
        const key = context.pathParams.id ?? '';
        return { example: blogIdByName.get(key) ?? key };
      },
      listProBlogPostsByJobType: param('id'),
      listInternalBlogPostsByJobType: (context) => ({
        example: `${context.pathParams.id}.${one(context.query.isCostTag)}`,
      }),
      listProBlogPostsByPro: param('id'),
    },

    english: {
      listProBlogPostsByJobType: proPostsInEnglish,
      listProBlogPostsByPro: proPostsInEnglish,
    },
  };
};

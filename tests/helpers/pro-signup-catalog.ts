// What the pro sign-up page reads before anything is typed, as a fake client answers it: a sign-up
// tree whose one category (住宅・リフォーム › クリーニング) offers house cleaning.

/** The answer to the sign-up page's catalogue GET `path`; any other path is a call the test did not expect. */
export function signupCatalogAnswer(path: string): { data: unknown } {
  switch (path) {
    case '/pro-job-categories-for-signup/tree':
      return {
        data: { trees: [{ id: 'home', title: { ja: '住宅・リフォーム', en: 'Home' }, children: [] }] },
      };
    case '/job-types':
      return {
        data: [
          {
            id: 'house-cleaning',
            title: { ja: 'ハウスクリーニング', en: 'House cleaning' },
            category: 'cleaning',
            categories: ['home', 'cleaning'],
          },
        ],
      };
    case '/job-categories/{id}':
      return { data: { id: 'home', title: { ja: '住宅・リフォーム', en: 'Home' }, parentId: null } };
    case '/job-categories/{id}/get-all-subcategories-by-parent':
      return {
        data: {
          id: 'home',
          title: { ja: '住宅・リフォーム', en: 'Home' },
          children: [
            {
              id: 'cleaning',
              title: { ja: 'クリーニング', en: 'Cleaning' },
              jobTypeIds: ['house-cleaning'],
              children: [],
            },
          ],
        },
      };
    case '/job-type-alias':
      return { data: [] };
    default:
      throw new Error(`not expected in this test: GET ${path}`);
  }
}

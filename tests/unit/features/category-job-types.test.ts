// A category page links to each of its job types at the job type's full category path: a
// subcategory page once linked /home/cleaning's job types at /cleaning/…, which is not found.
import { describe, expect, it } from 'vitest';
import { collectJobTypes } from '../../../src/features/marketing/components/CategoryPage';
import type { JobCategoryTree } from '../../../src/api';

const node = (id: string, jobTypeIds: string[], children: JobCategoryTree[] = []): JobCategoryTree => ({
  id,
  title: { ja: id },
  jobTypeIds,
  children,
});
const home = node('home', [], [node('cleaning', ['house-cleaning']), node('reform', ['carpenter'])]);

describe('collectJobTypes', () => {
  it('from a top-level category: through its subcategories', () => {
    expect(collectJobTypes(home, [])).toEqual([
      { id: 'house-cleaning', path: ['home', 'cleaning'] },
      { id: 'carpenter', path: ['home', 'reform'] },
    ]);
  });

  it('from a subcategory: its parents come first', () => {
    expect(collectJobTypes(home.children[0]!, ['home'])).toEqual([
      { id: 'house-cleaning', path: ['home', 'cleaning'] },
    ]);
  });
});

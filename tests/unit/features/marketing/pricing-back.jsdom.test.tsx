// @vitest-environment jsdom
// The pricing section's "show all" is kept with the history entry, like a list's "show more": Back
// from a page opened below the expanded items finds them still shown (the restored scroll lands
// where the visitor was); a new visit starts with the first few.
import { act, cleanup, configure, screen } from '@testing-library/react';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { popularPricingItemsQueryOptions, type ApiClient } from '../../../../src/api';
import { PricingSection } from '../../../../src/features/marketing/components/ContentSections';
import { pagesTree, renderRouter } from '../../../helpers/app-router';

configure({ asyncUtilTimeout: 10_000 });

// The pricing section reads an experiment's variant; the control shows until it is known.
vi.mock('../../../../src/hooks/use-variant', () => ({ useVariant: () => undefined }));

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(cleanup);

const items = Array.from({ length: 6 }, (_, index) => ({
  key: `item-${index}`,
  title: `料金項目${index + 1}`,
  description: '説明',
  price: 10_000 + index,
  priceUnit: '1件',
}));
const api = { GET: vi.fn(async () => ({ data: { popularItems: items } })) } as unknown as ApiClient;

it('Back finds the pricing items as they were; a new visit starts with the first few', async () => {
  const options = popularPricingItemsQueryOptions(api, { jobTypeId: 'house-cleaning' }, 'ja');
  const { router } = await renderRouter(
    pagesTree({
      '/home/cleaning/house-cleaning': () => (
        <Suspense fallback={<p>loading</p>}>
          <PricingSection options={options} splat="home/cleaning/house-cleaning" language="ja" />
          <Link to="/start">次のページ</Link>
        </Suspense>
      ),
      '/start': () => (
        <Link to="/$" params={{ _splat: 'home/cleaning/house-cleaning' }}>
          戻るリンク
        </Link>
      ),
    }),
    { entries: ['/home/cleaning/house-cleaning'], loadFirst: false },
  );
  const showAll = await screen.findByRole('button', { name: /すべて/ });
  expect(screen.queryByText('料金項目6')).toBeNull();
  await act(async () => showAll.click());
  expect(screen.getByText('料金項目6')).toBeDefined();

  await act(async () => screen.getByRole('link', { name: '次のページ' }).click());
  await screen.findByRole('link', { name: '戻るリンク' });
  await act(async () => router.history.back());
  expect(await screen.findByText('料金項目6')).toBeDefined();

  await act(async () => screen.getByRole('link', { name: '次のページ' }).click());
  await act(async () => (await screen.findByRole('link', { name: '戻るリンク' })).click());
  await screen.findByText('料金項目1');
  expect(screen.queryByText('料金項目6')).toBeNull();
});

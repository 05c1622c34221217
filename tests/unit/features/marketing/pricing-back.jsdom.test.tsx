// @vitest-environment jsdom
// The pricing section's "show all" is kept with the history entry, like a list's "show more": Back
// from a page opened below the expanded items finds them still shown (the restored scroll lands
// where the visitor was); a new visit starts with the first few.
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { popularPricingItemsQueryOptions, type ApiClient } from '../../../../src/api';
import { PricingSection } from '../../../../src/features/marketing/components/ContentSections';
import { createI18n } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';

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
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/home/cleaning/house-cleaning',
    component: () => (
      <Suspense fallback={<p>loading</p>}>
        <PricingSection options={options} splat="home/cleaning/house-cleaning" language="ja" />
        <Link to="/start">次のページ</Link>
      </Suspense>
    ),
  });
  const next = createRoute({
    getParentRoute: () => root,
    path: '/start',
    component: () => (
      <Link to="/$" params={{ _splat: 'home/cleaning/house-cleaning' }}>
        戻るリンク
      </Link>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([page, next]),
    history: createMemoryHistory({ initialEntries: ['/home/cleaning/house-cleaning'] }),
  });
  render(
    <I18nextProvider i18n={createI18n('ja', resources)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
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

// @vitest-environment jsdom
// The retries of a page and of its parts, as the browser audits met them:
// - after an answer of the wrong shape (production only reports contract violations, so the answer
//   is cached as a success and the part breaks rendering it), the retry asked nothing and broke on
//   the same cached answer again; it must drop that answer and ask again;
// - the page's error had no document title, and its retry was the browser's default button;
// - pressing a retry removes the button, and the keyboard focus dropped to the page's start (and
//   stayed there when the retry failed again); it stays in the part: on the loading status while
//   the part loads, then on the new message's retry, or on what loaded.
import {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../../../src/lib/i18n/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api';
import { AsyncBoundary } from '../../../src/components/AsyncBoundary';
import { Skeleton } from '../../../src/components/content/Skeleton';
import { ErrorState } from '../../../src/components/ErrorState';
import { QueryFallback, RetryAlert } from '../../../src/components/QueryFallback';
import { buttonClass } from '../../../src/components/ui/button';
import { createI18n } from '../../../src/lib/i18n';
import { resources } from '../../../src/lib/i18n/all-resources';
import { pagesTree, renderRouter, standInRoot } from '../../helpers/app-router';

vi.mock('../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  // React and the router log the errors the boundaries catch; these tests cause them.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  document.title = '';
});

/** A call the test answers when it likes: each call waits for the next `answer` or `fail`. */
function controlledCall<T>() {
  const waiting: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const call = vi.fn(() => new Promise<T>((resolve, reject) => waiting.push({ resolve, reject })));
  const next = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    return waiting.shift()!;
  };
  return {
    call,
    answer: async (value: T) => {
      const pending = await next();
      await act(async () => pending.resolve(value));
    },
    fail: async (error: unknown) => {
      const pending = await next();
      await act(async () => pending.reject(error));
    },
  };
}

const serverError = () => new ApiError('GET /part', 500, undefined);

function withApp(
  node: ReactNode,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return render(
    <I18nextProvider i18n={createI18n('ja', resources)}>
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The contract's shape: `{ items: string[] }`. A wrong one (`{ unexpected: true }`) breaks its render. */
interface Listing {
  items: string[];
}
const listingOptions = (load: () => Promise<Listing>) =>
  queryOptions({ queryKey: ['listing'], queryFn: load, staleTime: 30_000 });

function ListingPart({ load }: { load: () => Promise<Listing> }) {
  const { data } = useSuspenseQuery(listingOptions(load));
  return (
    <ul data-testid="listing">
      {data.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A part of a page as the marketing sections have it: a skeleton, and RetryAlert on failure. */
function Section({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback?: (retry: () => void) => ReactNode;
}) {
  return (
    <section data-testid="section">
      <h2>記事</h2>
      <AsyncBoundary
        area="test-section"
        placeholder={<Skeleton height="4rem" label="記事を読み込み中…" />}
        fallback={
          fallback ?? ((retry) => <RetryAlert message="この内容を読み込めませんでした。" onRetry={retry} />)
        }
      >
        {children}
      </AsyncBoundary>
    </section>
  );
}

/** Something else on the page that stays mounted, with a query of its own. */
function Header({ load }: { load: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['header'], queryFn: load });
  return <header>{data ?? '…'}</header>;
}

const wrongShape = { unexpected: true } as unknown as Listing;

describe('a part that broke on an answer of the wrong shape', () => {
  it('its retry drops that answer, asks again and shows the part', async () => {
    const listing = controlledCall<Listing>();
    const header = vi.fn(async () => 'ヘッダー');
    withApp(
      <>
        <Header load={header} />
        <Section>
          <ListingPart load={listing.call} />
        </Section>
      </>,
    );
    await listing.answer(wrongShape);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('この内容を読み込めませんでした。');

    await userEvent.setup().click(within(alert).getByRole('button', { name: '再読み込み' }));
    await listing.answer({ items: ['はじめての不用品回収ガイド'] });
    expect((await screen.findByTestId('listing')).textContent).toBe('はじめての不用品回収ガイド');
    expect(listing.call).toHaveBeenCalledTimes(2);
    // What a mounted part shows is not dropped (nor asked again).
    expect(header).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('banner').textContent).toBe('ヘッダー');
  });

  it('a failed call is retried as before: its query asks again', async () => {
    const listing = controlledCall<Listing>();
    withApp(
      <Section>
        <ListingPart load={listing.call} />
      </Section>,
    );
    await listing.fail(serverError());
    await userEvent.setup().click(await screen.findByRole('button', { name: '再読み込み' }));
    await listing.answer({ items: ['料金の目安'] });
    expect((await screen.findByTestId('listing')).textContent).toBe('料金の目安');
  });
});

describe('the focus through a part’s retry (keyboard)', () => {
  it.each([
    ['its RetryAlert', undefined],
    [
      'a fallback of its own',
      (retry: () => void) => (
        <div role="alert">
          <p>読み込めませんでした。</p>
          <button type="button" onClick={retry}>
            再読み込み
          </button>
        </div>
      ),
    ],
  ])(
    'with %s: on the loading status, then on the new retry when it fails again, then on what loaded',
    async (_name, fallback) => {
      const listing = controlledCall<Listing>();
      const user = userEvent.setup();
      withApp(
        <Section fallback={fallback}>
          <ListingPart load={listing.call} />
        </Section>,
      );
      await listing.fail(serverError());
      (await screen.findByRole('button', { name: '再読み込み' })).focus();

      await user.keyboard('{Enter}');
      const status = await screen.findByRole('status');
      await waitFor(() => expect(document.activeElement).toBe(status));

      await listing.fail(serverError());
      const again = await screen.findByRole('button', { name: '再読み込み' });
      await waitFor(() => expect(document.activeElement).toBe(again));

      await user.keyboard('{Enter}');
      await listing.answer({ items: ['はじめてのピアノ教室ガイド'] });
      const loaded = await screen.findByTestId('listing');
      await waitFor(() => expect(document.activeElement).toBe(loaded));
    },
  );

  it('QueryFallback: on its status while loading, then on the new retry, then on what loaded', async () => {
    const account = controlledCall<string>();
    function Account() {
      const query = useQuery({ queryKey: ['account'], queryFn: account.call });
      if (query.isPending || query.isError)
        return <QueryFallback query={query} error="アカウント情報を読み込めませんでした" />;
      return <p data-testid="account">{query.data}</p>;
    }
    const user = userEvent.setup();
    withApp(
      <section>
        <h2>アカウント</h2>
        <Account />
      </section>,
    );
    await account.fail(serverError());
    (await screen.findByRole('button', { name: '再読み込み' })).focus();

    await user.keyboard('{Enter}');
    const status = await screen.findByRole('status');
    await waitFor(() => expect(document.activeElement).toBe(status));

    await account.fail(serverError());
    const again = await screen.findByRole('button', { name: '再読み込み' });
    await waitFor(() => expect(document.activeElement).toBe(again));

    await user.keyboard('{Enter}');
    await account.answer('佐藤 花子');
    const loaded = await screen.findByTestId('account');
    await waitFor(() => expect(document.activeElement).toBe(loaded));
  });

  it('leaves the focus alone once the user has moved it on', async () => {
    const listing = controlledCall<Listing>();
    const user = userEvent.setup();
    withApp(
      <>
        <Section>
          <ListingPart load={listing.call} />
        </Section>
        <a href="/elsewhere">ほかのページ</a>
      </>,
    );
    await listing.fail(serverError());
    (await screen.findByRole('button', { name: '再読み込み' })).focus();
    await user.keyboard('{Enter}');
    const elsewhere = screen.getByRole('link', { name: 'ほかのページ' });
    elsewhere.focus();
    await listing.answer({ items: ['料金の目安'] });
    await screen.findByTestId('listing');
    expect(document.activeElement).toBe(elsewhere);
  });
});

describe('the page’s error (ErrorState)', () => {
  /** A page whose loader and component read `listing`, with the app's error component. */
  async function renderPage(load: () => Promise<Listing>, pending?: 'pending') {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const root = standInRoot(() => (
      <main>
        <Outlet />
      </main>
    ));
    const page = {
      loader: () => queryClient.ensureQueryData(listingOptions(load)),
      component: function Page() {
        const { data } = useSuspenseQuery(listingOptions(load));
        return (
          <article>
            <h1>お役立ち記事</h1>
            <ul data-testid="listing">
              {data.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
        );
      },
      errorComponent: ErrorState,
      // As the article pages have it (ArticlePending): a skeleton while the page loads.
      ...(pending
        ? {
            pendingMs: 0,
            pendingComponent: () => (
              <div className="page-pending">
                <Skeleton height="2rem" label="読み込み中…" />
              </div>
            ),
          }
        : {}),
    };
    const { router, user } = await renderRouter(pagesTree({ '/': page }, root), {
      queryClient,
      loadFirst: false,
    });
    return { router, user };
  }

  it('after an answer of the wrong shape, its retry asks again and shows the page', async () => {
    const listing = controlledCall<Listing>();
    const { user } = await renderPage(listing.call);
    await listing.answer(wrongShape);
    const error = await screen.findByTestId('error-state');
    await user.click(within(error).getByRole('button', { name: '再読み込み' }));
    await listing.answer({ items: ['はじめての不用品回収ガイド'] });
    expect((await screen.findByTestId('listing')).textContent).toBe('はじめての不用品回収ガイド');
    expect(listing.call).toHaveBeenCalledTimes(2);
  });

  it('titles the document, and its retry has the app’s button style', async () => {
    const listing = controlledCall<Listing>();
    await renderPage(listing.call);
    await listing.fail(serverError());
    const error = await screen.findByTestId('error-state');
    await waitFor(() => expect(document.title).toBe('問題が発生しました | 暮らしのプロ探し'));
    const retry = within(error).getByRole('button', { name: '再読み込み' });
    for (const name of buttonClass().split(' ')) expect(retry.classList).toContain(name);
  });

  it.each([
    ['without', undefined],
    ['with', 'pending' as const],
  ])(
    'keeps the focus through its retry (%s a pending page): on the new retry when it fails again, then on the page’s h1',
    async (_name, pending) => {
      const listing = controlledCall<Listing>();
      const { user } = await renderPage(listing.call, pending);
      await listing.fail(serverError());
      (await screen.findByRole('button', { name: '再読み込み' })).focus();

      await user.keyboard('{Enter}');
      if (pending) {
        const status = await screen.findByRole('status');
        await waitFor(() => expect(document.activeElement).toBe(status));
      }
      await listing.fail(serverError());
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: '再読み込み' })),
      );

      await user.keyboard('{Enter}');
      await listing.answer({ items: ['料金の目安'] });
      const heading = await screen.findByRole('heading', { level: 1, name: 'お役立ち記事' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
    },
  );
});

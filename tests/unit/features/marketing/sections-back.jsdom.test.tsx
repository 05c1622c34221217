// @vitest-environment jsdom
// The "show more" of a marketing page's request and review lists is kept with the history entry,
// as the articles' lists are: Back from a page opened below the revealed items finds them still
// shown (the restored scroll lands where the visitor was), each list as it was left (their names
// are distinct), and a new visit starts with the first set. The reviews' star rating is kept the
// same way: Back from a pro opened from ★5's reviews finds ★5's reviews, not the newest.
import { act, cleanup, configure, screen, within } from '@testing-library/react';
import { Link } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  newestReviewsQueryOptions,
  popularRequestsQueryOptions,
  prosInfiniteQueryOptions,
  reviewsByRatingInfiniteQueryOptions,
  sampleRequestsQueryOptions,
  type ApiClient,
  type PopularRequest,
  type ProFeedback,
  type SampleRequest,
} from '../../../../src/api';
import {
  PopularRequestsSection,
  SampleRequestsSection,
} from '../../../../src/features/marketing/components/RequestSections';
import { ReviewsSection } from '../../../../src/features/marketing/components/ReviewsSection';
import { freshScrollRestoration, pagesTree, renderRouter } from '../../../helpers/app-router';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(freshScrollRestoration);
afterEach(cleanup);

const JOB = 'house-cleaning';
const PAGE = `/home/cleaning/${JOB}`;
const ten = <T,>(make: (index: number) => T) => Array.from({ length: 10 }, (_, index) => make(index + 1));

const popular = ten((n): PopularRequest => ({
  id: `pr-${n}`,
  jobTypeId: JOB,
  title: `人気の依頼${n}`,
  requestCount: n,
}));
const samples = ten((n): SampleRequest => ({
  id: `sr-${n}`,
  jobTypeId: JOB,
  title: `依頼の例${n}`,
  answers: [{ question: '広さ', answer: '2LDK' }],
  prefecture: 'tokyo',
  createdTime: '2026-10-01T00:00:00Z',
}));
const review = (n: number, rating: number): ProFeedback => ({
  id: `rv-${rating}-${n}`,
  proId: `pro-${rating}-${n}`,
  proName: rating === 5 ? `星5のプロ${n}` : `プロ${n}`,
  rating,
  comment: 'とても丁寧でした。',
  reviewerName: '佐藤様',
  jobTypeId: JOB,
  createdTime: '2026-10-01T00:00:00Z',
});
const newest = ten((n) => review(n, 4));
const fiveStars = ten((n) => review(n, 5));

const api = {
  GET: vi.fn((path: string) => {
    switch (path) {
      case '/requests/popular-requests/':
        return Promise.resolve({ data: popular });
      case '/sample-requests/query':
        return Promise.resolve({ data: samples });
      case '/pro-feedbacks/get-newest-by-jobtype/{jobTypeId}':
        return Promise.resolve({ data: newest });
      case '/pro-feedbacks/get-by-job-type/{jobTypeId}':
        return Promise.resolve({
          data: { list: fiveStars, total: fiveStars.length, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 10 } },
        });
      // The pro list's review statistics are not what these tests are about: they never arrive.
      default:
        return new Promise(() => undefined);
    }
  }),
} as unknown as ApiClient;

/**
 * `content` as a page at PAGE with a link to another page; every other address (a review's pro)
 * is a page that links back. Back is the history's.
 */
async function renderPage(content: ReactNode) {
  const pages = pagesTree({
    [PAGE]: () => (
      <Suspense fallback={<p>loading</p>}>
        {content}
        <Link to="/$" params={{ _splat: 'start' }}>
          次のページ
        </Link>
      </Suspense>
    ),
    '/$': () => (
      <Link to="/$" params={{ _splat: PAGE.slice(1) }}>
        戻るリンク
      </Link>
    ),
  });
  const { router } = await renderRouter(pages, { entries: [PAGE], loadFirst: false });
  return router;
}

const place = { jobTypeId: JOB };
const section = (name: string) => screen.getByRole('region', { name });
const items = (name: string) => within(section(name)).getAllByRole('listitem');
const showMore = (name: string) =>
  act(async () =>
    within(section(name))
      .getByRole('button', { name: /^さらに\d+件を表示$/ })
      .click(),
  );
const leave = async () => {
  await act(async () => screen.getByRole('link', { name: '次のページ' }).click());
  await screen.findByRole('link', { name: '戻るリンク' });
};

describe('popular and sample requests', () => {
  it('Back finds each list as it was left; a new visit starts with the first set', async () => {
    const router = await renderPage(
      <>
        <section aria-label="人気の依頼">
          <PopularRequestsSection options={popularRequestsQueryOptions(api, place, 'ja')} language="ja" />
        </section>
        <section aria-label="依頼の例">
          <SampleRequestsSection options={sampleRequestsQueryOptions(api, place, 'ja')} language="ja" />
        </section>
      </>,
    );
    await screen.findByText('依頼の例1');
    await screen.findByText('人気の依頼1');
    await showMore('人気の依頼');
    expect(items('人気の依頼')).toHaveLength(8);

    await leave();
    await act(async () => router.history.back());
    await screen.findByText('人気の依頼8');
    expect(items('人気の依頼')).toHaveLength(8);
    expect(screen.getAllByText('依頼の例', { exact: false, selector: 'h3' })).toHaveLength(4);

    await showMore('依頼の例');
    await showMore('依頼の例');
    await leave();
    await act(async () => router.history.back());
    await screen.findByText('依頼の例10');
    expect(items('人気の依頼')).toHaveLength(8);
    expect(screen.getAllByText('依頼の例', { exact: false, selector: 'h3' })).toHaveLength(10);

    await leave();
    await act(async () => screen.getByRole('link', { name: '戻るリンク' }).click());
    await screen.findByText('依頼の例1');
    expect(items('人気の依頼')).toHaveLength(4);
    expect(screen.getAllByText('依頼の例', { exact: false, selector: 'h3' })).toHaveLength(4);
  });
});

describe('reviews', () => {
  const reviews = () => (
    <section aria-label="クチコミ">
      <ReviewsSection
        queries={{
          pros: prosInfiniteQueryOptions(api, {
            path: '/pro-location-jobtype-ref/pros-by-job',
            query: { jobType: JOB, language: 'ja' },
            firstPageSize: 20,
          }),
          newest: newestReviewsQueryOptions(api, JOB, {}, 'ja'),
          reviewsOfRating: (rate) => reviewsByRatingInfiniteQueryOptions(api, JOB, rate, 'ja', {}),
        }}
        jobTypeId={JOB}
        language="ja"
      />
    </section>
  );

  it('Back from a pro opened after "show more" finds the newest reviews as they were', async () => {
    const router = await renderPage(reviews());
    await screen.findByRole('link', { name: 'プロ1' });
    await showMore('クチコミ');
    await act(async () => screen.getByRole('link', { name: 'プロ8' }).click());
    await screen.findByRole('link', { name: '戻るリンク' });

    await act(async () => router.history.back());
    expect(await screen.findByRole('link', { name: 'プロ8' })).toBeDefined();
    expect(within(screen.getByTestId('review-list')).getAllByRole('listitem')).toHaveLength(8);

    await leave();
    await act(async () => screen.getByRole('link', { name: '戻るリンク' }).click());
    await screen.findByRole('link', { name: 'プロ1' });
    expect(within(screen.getByTestId('review-list')).getAllByRole('listitem')).toHaveLength(4);
  });

  it("Back from a pro opened from a star rating's reviews finds that rating's reviews", async () => {
    const router = await renderPage(reviews());
    await screen.findByRole('link', { name: 'プロ1' });
    await act(async () => screen.getByRole('radio', { name: '★5' }).click());
    await act(async () => (await screen.findByRole('link', { name: '星5のプロ9' })).click());
    await screen.findByRole('link', { name: '戻るリンク' });

    await act(async () => router.history.back());
    expect(await screen.findByRole('link', { name: '星5のプロ9' })).toBeDefined();
    expect(screen.getByRole('radio', { name: '★5' })).toHaveProperty('checked', true);

    await leave();
    await act(async () => screen.getByRole('link', { name: '戻るリンク' }).click());
    await screen.findByRole('link', { name: 'プロ1' });
    expect(screen.getByRole('radio', { name: '最新のクチコミ' })).toHaveProperty('checked', true);
  });
});

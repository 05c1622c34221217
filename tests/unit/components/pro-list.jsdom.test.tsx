// @vitest-environment jsdom
// The pro list and its filters as a visitor uses them: each card's name, rating (the score apart
// from the review count) and price; a filter change is a new address with the filter and no page;
// "show more" is a real ?page=N+1 link that appends the next page in place; the empty list says
// so; a failed list says so and its retry fetches again.
import { act, cleanup, configure, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  prosInfiniteQueryOptions,
  type ApiClient,
  type JobType,
  type ProListItem,
  type ProsByJobResponse,
} from '../../../src/api';
import { buttonClass } from '../../../src/components/ui/button';
import { LoadBoundary } from '../../../src/features/marketing/components/Section';
import { ProFilters } from '../../../src/features/marketing/components/ProFilters';
import { ProList } from '../../../src/features/marketing/components/ProList';
import { proListRequest } from '../../../src/features/marketing/listing';
import type { ListingSearch } from '../../../src/features/marketing/search';
import { dataset, groupsOf, pageAt, pagesByKind } from '../../helpers/marketing-pages';
import { renderUi } from '../../helpers/render-ui';
import { recordScrollIntoView, stubIntersectionObservers } from '../../helpers/layout-stand-ins';

// A busy machine renders slowly; waiting is on state, so a longer limit only slows a failure.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

const SPLAT = pagesByKind.prefecture; // home/garden/gardener/kanagawa

const counts = { 1: 0, 2: 0, 3: 1, 4: 3, 5: 8 };
function pro(index: number, overrides: Partial<ProListItem> = {}): ProListItem {
  return {
    id: `pro-${index}`,
    slug: `pro-${index}`,
    shortId: `p${index}`,
    name: `プロ${index}`,
    avatarUrl: `https://img.example.com/pro-${index}.png`,
    location: { city: 'yokohama-shi', prefecture: 'kanagawa', title: '神奈川県横浜市' },
    reviewStatistics: { ratingValue: 4, reviewCount: 3, counts },
    jobTypeIds: ['gardener'],
    ...overrides,
  };
}

const yamada = pro(1, {
  companyName: '山田造園',
  customProfileUrl: 'yamada-zoen',
  reviewStatistics: { ratingValue: 4.56, reviewCount: 12, counts },
  hireCount: 30,
  startingPrice: 5000,
});
const newcomer = pro(2, { name: '新人プロ', reviewStatistics: { ratingValue: 0, reviewCount: 0, counts } });

/** 25 pros in all: pages of 10 by `skip`. */
const allPros = [yamada, newcomer, ...Array.from({ length: 23 }, (_, index) => pro(index + 3))];
const pageOf = (skip: number, size: number): ProsByJobResponse => ({
  pros: allPros.slice(skip, skip + size),
  totalPros: allPros.length,
});

// A frequency field flagged as a matching criterion (from the fixture catalog), added to the gardener.
const frequency = dataset.jobTypes
  .flatMap((jobType) => jobType.fields)
  .find((field) => field.key === 'frequency' && field.isMatchingCriteria)!;

type Answer = (query: { skip: number; size: number }) => Promise<ProsByJobResponse>;

async function renderList({
  search = {},
  language = 'ja',
  answer = async ({ skip, size }) => pageOf(skip, size),
  url = `/${SPLAT}`,
  after,
}: {
  search?: ListingSearch;
  language?: 'ja' | 'en';
  answer?: Answer;
  url?: string;
  /** What follows the list on the page (the next section's controls). */
  after?: React.ReactNode;
} = {}) {
  const page = await pageAt(SPLAT);
  const jobType: JobType = { ...page.jobType, fields: [...page.jobType.fields, frequency] };
  const request = proListRequest(page, search, language, groupsOf('kanagawa'));
  const GET = vi.fn(async (_path: string, init: { params: { query: { skip: number; size: number } } }) => ({
    data: await answer(init.params.query),
  }));
  const api = { GET } as unknown as ApiClient;
  const startPage = search.page ?? 1;
  const ui = await renderUi(
    <>
      <ProFilters search={search} splat={SPLAT} jobType={jobType} language={language} />
      <LoadBoundary skeleton={<p>loading</p>}>
        <ProList
          options={prosInfiniteQueryOptions(api, request, startPage)}
          request={request}
          startPage={startPage}
          search={search}
          splat={SPLAT}
          language={language}
          jobType={jobType}
          serviceName="神奈川県の庭師"
          canonicalUrl={`https://localhost/${SPLAT}`}
        />
      </LoadBoundary>
      {after}
    </>,
    { language, url, api },
  );
  return { ...ui, GET };
}

beforeEach(() => {
  // The list's end is far below the window, so nothing loads by scrolling on its own.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10_000 } as DOMRect);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ProList', () => {
  it('shows each card with name, place, rating apart from its count, hires and price', async () => {
    const { screen } = await renderList();
    const cards = await screen.findAllByTestId('pro-card');
    expect(cards).toHaveLength(10);
    expect(screen.getByText('25人中10人を表示')).toBeTruthy();

    const card = within(cards[0]!);
    expect(card.getByRole('heading', { name: '山田造園' })).toBeTruthy();
    expect(card.getByRole('link', { name: '山田造園' }).getAttribute('href')).toBe(
      '/profile/yamada-zoen/pro/gardener',
    );
    expect(card.getByText('神奈川県横浜市')).toBeTruthy();
    expect(card.getByRole('img', { name: '5点中4.6点' })).toBeTruthy();
    // The score and the count are separate texts, not "4.6 (12)".
    expect(cards[0]!.querySelector('.pro-card__score')?.textContent).toBe('4.6');
    expect(card.getByText('12件のクチコミ')).toBeTruthy();
    expect(card.getByText('30回の利用実績')).toBeTruthy();
    expect(card.getByLabelText('￥5,000〜').textContent).toBe('￥5,000~');
    expect(card.getByRole('link', { name: '山田造園に依頼する' })).toBeTruthy();

    const second = within(cards[1]!);
    expect(second.getByRole('heading', { name: '新人プロ' })).toBeTruthy();
    expect(second.getByText('クチコミなし')).toBeTruthy();
    expect(second.queryByRole('img')).toBeNull();
    expect(second.getByRole('link', { name: '新人プロ' }).getAttribute('href')).toBe(
      '/profile/pro-2/pro/gardener',
    );
  });

  it('in English, shows the English counts and labels', async () => {
    const { screen } = await renderList({ language: 'en' });
    const card = within((await screen.findAllByTestId('pro-card'))[0]!);
    expect(screen.getByText('Showing 10 of 25')).toBeTruthy();
    expect(card.getByRole('img', { name: '4.6 out of 5' })).toBeTruthy();
    expect(card.getByText('12 reviews')).toBeTruthy();
    expect(card.getByLabelText('From ￥5,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show more' }).getAttribute('href')).toBe(`/${SPLAT}?page=2`);
  });

  it('"さらに表示" is a ?page=2 link that appends the next page in place', async () => {
    const { screen, user, GET, router } = await renderList();
    await screen.findAllByTestId('pro-card');
    const more = screen.getByRole('link', { name: 'さらに表示' });
    expect(more.getAttribute('href')).toBe(`/${SPLAT}?page=2`);
    await user.click(more);
    await waitFor(() => expect(screen.getAllByTestId('pro-card')).toHaveLength(20));
    expect(GET).toHaveBeenLastCalledWith(
      '/pro-location-jobtype-ref/pros-by-prefecture-and-job',
      expect.objectContaining({
        params: { query: expect.objectContaining({ skip: 10, size: 10 }) as object },
      }),
    );
    // Appended, not navigated; the next link now points one page further.
    expect(router.state.location.search).toEqual({});
    expect(screen.getByRole('link', { name: 'さらに表示' }).getAttribute('href')).toBe(`/${SPLAT}?page=3`);
    expect(screen.getByText('25人中20人を表示')).toBeTruthy();
  });

  it('"さらに表示" pressed while scrolling already loads the last page: the focus goes to its first pro, not the page start', async () => {
    // 20 pros: the second page is the last, and the link goes with it.
    let release: () => void = () => undefined;
    const answer: Answer = async ({ skip, size }) => {
      if (skip > 0) await new Promise<void>((resolve) => (release = resolve));
      return { pros: allPros.slice(skip, Math.min(skip + size, 20)), totalPros: 20 };
    };
    const { screen, user, GET } = await renderList({ answer });
    await screen.findAllByTestId('pro-card');
    const more = screen.getByRole('link', { name: 'さらに表示' });
    more.focus();
    // The list's end comes near (the focus scrolled the link into view): the next page loads.
    vi.mocked(Element.prototype.getBoundingClientRect).mockReturnValue({ top: 100 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(GET).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(more.getAttribute('aria-disabled')).toBe('true'));
    // The press comes while that page is on its way.
    await user.keyboard('{Enter}');
    release();
    await waitFor(() => expect(screen.getAllByTestId('pro-card')).toHaveLength(20));
    expect(screen.queryByRole('link', { name: 'さらに表示' })).toBeNull();
    const eleventh = within(screen.getAllByTestId('pro-card')[10]!);
    await waitFor(() => expect(document.activeElement).toBe(eleventh.getAllByRole('link')[0]));
  });

  it('a keyboard reader who has moved past the list is not pushed down by a page loading on its own', async () => {
    // The browser's way: an IntersectionObserver tells when the list's end comes near (and only then).
    const observers = stubIntersectionObservers();
    const comesNear = () =>
      act(() => {
        for (const callback of observers)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
    const { screen, GET, user } = await renderList({ after: <button type="button">次のセクション</button> });
    await screen.findAllByTestId('pro-card');
    // The Tab key went past the list's end to the next section's button, which scrolled the end near.
    screen.getByRole('link', { name: 'さらに表示' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '次のセクション' }));
    vi.mocked(Element.prototype.getBoundingClientRect).mockReturnValue({ top: 100 } as DOMRect);
    comesNear();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(GET).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('pro-card')).toHaveLength(10);
    // The reader turns to the pointer (the list's end still near, no new word from the observer):
    // the page held back loads.
    await user.pointer({ target: document.body, keys: '[MouseLeft]' });
    await waitFor(() => expect(screen.getAllByTestId('pro-card')).toHaveLength(20));
  });

  it('a page held back for a keyboard reader past the list loads when they come back into it', async () => {
    const { screen, user } = await renderList({ after: <button type="button">次のセクション</button> });
    await screen.findAllByTestId('pro-card');
    screen.getByRole('link', { name: 'さらに表示' }).focus();
    await user.tab();
    vi.mocked(Element.prototype.getBoundingClientRect).mockReturnValue({ top: 100 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByTestId('pro-card')).toHaveLength(10);
    // Back into the list (Shift+Tab to the last pro's link).
    act(() => screen.getAllByTestId('pro-card')[9]!.querySelector('a')!.focus());
    await waitFor(() => expect(screen.getAllByTestId('pro-card')).toHaveLength(20));
  });

  it('a page that arrives after the focus moved past the list keeps that focused control in view', async () => {
    let release: () => void = () => undefined;
    const answer: Answer = async ({ skip, size }) => {
      if (skip > 0) await new Promise<void>((resolve) => (release = resolve));
      return pageOf(skip, size);
    };
    const scrolled = recordScrollIntoView();
    const { screen, GET, user } = await renderList({
      answer,
      after: <button type="button">次のセクション</button>,
    });
    await screen.findAllByTestId('pro-card');
    screen.getByRole('link', { name: 'さらに表示' }).focus();
    vi.mocked(Element.prototype.getBoundingClientRect).mockReturnValue({ top: 100 } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(GET).toHaveBeenCalledTimes(2));
    // The reader tabs on while the page is on its way: the items it adds go above their focus.
    const next = screen.getByRole('button', { name: '次のセクション' });
    await user.tab();
    expect(document.activeElement).toBe(next);
    release();
    await waitFor(() => expect(screen.getAllByTestId('pro-card')).toHaveLength(20));
    await waitFor(() => expect(scrolled).toContain(next));
    expect(document.activeElement).toBe(next);
  });

  it('a list opened at ?page=2 links to page 3 next and back to the first page', async () => {
    const { screen } = await renderList({ search: { page: 2 }, url: `/${SPLAT}?page=2` });
    await screen.findAllByTestId('pro-card');
    expect(screen.getByRole('link', { name: 'さらに表示' }).getAttribute('href')).toBe(`/${SPLAT}?page=3`);
    expect(screen.getByRole('link', { name: '前のページ' }).getAttribute('href')).toBe(`/${SPLAT}`);
  });

  it('says so when no pro is listed, and differently when filters narrowed it', async () => {
    const empty: Answer = async () => ({ pros: [], totalPros: 0 });
    const { screen, unmount } = await renderList({ answer: empty });
    expect((await screen.findByTestId('pro-list-empty')).textContent).toBe('条件に合うプロはまだいません');
    expect(screen.queryByRole('link', { name: 'さらに表示' })).toBeNull();
    unmount();

    const filtered = await renderList({ answer: empty, search: { day: 'sat' } });
    expect((await filtered.screen.findByTestId('pro-list-empty')).textContent).toBe(
      '条件に合うプロが見つかりませんでした。条件を変えてお試しください。',
    );
  });

  it('a failed list shows an error whose retry fetches again', async () => {
    let fail = true;
    const answer: Answer = async ({ skip, size }) => {
      if (fail) throw new ApiError('listProsByPrefectureAndJob', 503, undefined);
      return pageOf(skip, size);
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { screen, user, GET } = await renderList({ answer });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('この内容を読み込めませんでした。');
    expect(screen.queryByTestId('pro-card')).toBeNull();
    const calls = GET.mock.calls.length;
    fail = false;
    // The app's retry button, as every other part's.
    const retry = within(alert).getByRole('button', { name: '再読み込み' });
    for (const name of buttonClass().split(' ')) expect(retry.classList).toContain(name);
    await user.click(retry);
    expect(await screen.findAllByTestId('pro-card')).toHaveLength(10);
    expect(GET.mock.calls.length).toBeGreaterThan(calls);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ProFilters', () => {
  it('a day change goes to the same page with the day and without the page number', async () => {
    const { screen, user, router } = await renderList({ search: { page: 3 }, url: `/${SPLAT}?page=3` });
    const filters = screen.getByRole('form', { name: '絞り込み' });
    await user.selectOptions(within(filters).getByLabelText('曜日'), '土曜日');
    await waitFor(() => expect(router.state.location.search).toEqual({ day: 'sat' }));
    expect(router.state.location.pathname).toBe(`/${SPLAT}`);
  });

  it('price range and time keep the other filters', async () => {
    const { screen, user, router } = await renderList({
      search: { day: 'sat', page: 2 },
      url: `/${SPLAT}?day=sat&page=2`,
    });
    await user.selectOptions(screen.getByLabelText('料金'), '￥5,000~￥10,000');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ day: 'sat', priceRange: '5000-10000' }),
    );
  });

  it('choosing a time sets it; "指定なし" removes it', async () => {
    const { screen, user, router } = await renderList({
      search: { time: 'night' },
      url: `/${SPLAT}?time=night`,
    });
    const time = screen.getByLabelText<HTMLSelectElement>('時間帯');
    expect(time.value).toBe('night');
    await user.selectOptions(time, '指定なし');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('a matching-criteria chip adds its pair, and a chosen one removes it', async () => {
    const { screen, user, router } = await renderList({
      search: { matchingCriteria: 'frequency.once' },
      url: `/${SPLAT}?matchingCriteria=frequency.once`,
    });
    const group = screen.getByRole('group', { name: 'ご希望の頻度' });
    expect(within(group).getByRole<HTMLInputElement>('checkbox', { name: '1回のみ' }).checked).toBe(true);
    await user.click(within(group).getByRole('checkbox', { name: '毎週' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ matchingCriteria: 'frequency.once,frequency.weekly' }),
    );
  });

  it('a chip shows its new state at once, before the page has the new search, and counts on the button', async () => {
    // The page's search stays the one rendered (the router commits the change later: on a first change,
    // once the route's loader chunk has loaded); the control must not look untouched meanwhile.
    const { screen, user, router } = await renderList();
    const weekly = within(screen.getByRole('group', { name: 'ご希望の頻度' })).getByRole<HTMLInputElement>(
      'checkbox',
      { name: '毎週' },
    );
    await user.click(weekly);
    expect(weekly.checked).toBe(true);
    expect(screen.getByRole('button', { name: '絞り込み（1件）' })).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ matchingCriteria: 'frequency.weekly' }),
    );
    // A second tap (still before the page moved on) undoes it, from what is shown.
    await user.click(weekly);
    expect(weekly.checked).toBe(false);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('unchecking the only chosen chip drops matchingCriteria; "条件をクリア" links to no filters', async () => {
    const { screen, user, router } = await renderList({
      search: { matchingCriteria: 'frequency.once', day: 'mon' },
      url: `/${SPLAT}?matchingCriteria=frequency.once&day=mon`,
    });
    expect(screen.getByRole('link', { name: '条件をクリア' }).getAttribute('href')).toBe(`/${SPLAT}`);
    await user.click(screen.getByRole('checkbox', { name: '1回のみ' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ day: 'mon' }));
  });

  it('in English, names the filters and options in English', async () => {
    const { screen, user, router } = await renderList({ language: 'en' });
    const filters = screen.getByRole('form', { name: 'Filters' });
    await user.selectOptions(within(filters).getByLabelText('Day'), 'Saturday');
    await waitFor(() => expect(router.state.location.search).toEqual({ day: 'sat' }));
    expect(within(filters).getByRole('checkbox', { name: 'Weekly' })).toBeTruthy();
  });
});

describe('the list in the address', () => {
  const scrolledToTop = () =>
    vi
      .mocked(window.scrollTo)
      .mock.calls.some(([options]) => (options as ScrollToOptions | undefined)?.top === 0);

  it('a filter change (select, chip, clear) keeps the scroll position', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { screen, user, router } = await renderList({
      search: { matchingCriteria: 'frequency.once' },
      url: `/${SPLAT}?matchingCriteria=frequency.once`,
    });
    await screen.findAllByTestId('pro-card');
    scrollTo.mockClear();
    await user.selectOptions(screen.getByLabelText('曜日'), '土曜日');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ matchingCriteria: 'frequency.once', day: 'sat' }),
    );
    await user.click(screen.getByRole('checkbox', { name: '毎週' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        matchingCriteria: 'frequency.once,frequency.weekly',
        day: 'sat',
      }),
    );
    await user.click(screen.getByRole('link', { name: '条件をクリア' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(scrolledToTop()).toBe(false);
  });

  it('"前のページ" is a real navigation: the new page starts at the top', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { screen, user, router } = await renderList({ search: { page: 2 }, url: `/${SPLAT}?page=2` });
    await screen.findAllByTestId('pro-card');
    await user.click(screen.getByRole('link', { name: '前のページ' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(scrolledToTop()).toBe(true));
  });

  it('"前のページ" looks like the other pager controls (a full tap target)', async () => {
    const { screen } = await renderList({ search: { page: 2 }, url: `/${SPLAT}?page=2` });
    await screen.findAllByTestId('pro-card');
    const previous = screen.getByRole('link', { name: '前のページ' });
    for (const name of buttonClass('secondary').split(' ')) expect(previous.classList).toContain(name);
  });

  it('paging links keep the listing parameters, not tracking or unknown ones', async () => {
    const { screen } = await renderList({
      search: { day: 'sat', page: 2, caseStudyPage: 2 },
      url: `/${SPLAT}?utm_source=news&fbclid=ZZZ&junk=x&day=sat&page=2&caseStudyPage=2`,
    });
    await screen.findAllByTestId('pro-card');
    expect(screen.getByRole('link', { name: 'さらに表示' }).getAttribute('href')).toBe(
      `/${SPLAT}?day=sat&page=3&caseStudyPage=2`,
    );
    expect(screen.getByRole('link', { name: '前のページ' }).getAttribute('href')).toBe(
      `/${SPLAT}?day=sat&caseStudyPage=2`,
    );
    expect(screen.getByRole('link', { name: '条件をクリア' }).getAttribute('href')).toBe(`/${SPLAT}`);
  });

  it('a page past the end does not say there are no pros: it links to the first page', async () => {
    const { screen } = await renderList({
      search: { page: 5, day: 'sat' },
      url: `/${SPLAT}?day=sat&page=5`,
      answer: async () => ({ pros: [], totalPros: 11 }),
    });
    const empty = await screen.findByTestId('pro-list-empty');
    expect(empty.textContent).not.toContain('条件に合うプロはまだいません');
    expect(empty.textContent).not.toContain('見つかりませんでした');
    expect(within(empty).getByRole('link', { name: '最初のページへ' }).getAttribute('href')).toBe(
      `/${SPLAT}?day=sat`,
    );
    // No "previous page" into another empty page.
    expect(screen.queryByRole('link', { name: '前のページ' })).toBeNull();
  });
});

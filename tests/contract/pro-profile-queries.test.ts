// The pro profile's calls against the mock: the exact path, query parameters and language header
// each factory sends (Prism validates them against the contract; here we pin what we send), the
// answers, and the §8 handling under forced errors: reviews swallowed and reported, pricing menu
// and questions swallowed quietly, claim-profile errors only logged.
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimProfile,
  emptyReviewPage,
  proBlogPostsQueryOptions,
  proCaseStudiesQueryOptions,
  proJobTypesQueryOptions,
  proPrefecturesQueryOptions,
  proPricingMenuQueryOptions,
  proProfileQueryOptions,
  proQuestionsQueryOptions,
  proReviewsQueryOptions,
} from '../../src/features/pro-profile/api/queries';
import type { ApiClient } from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { apiClient, fixtures } from './harness';

vi.mock('../../src/lib/monitoring', () => ({
  reportError: vi.fn(),
  initMonitoring: vi.fn(),
  setMonitoringUser: vi.fn(),
}));

interface Sent {
  method: string;
  path: string;
  query: Record<string, string>;
  language: string | null;
}

/** The app's client against the mock, recording every request it sends (after its middleware). */
function recording(prefer?: Record<string, string>): { api: ApiClient; sent: Sent[] } {
  const api = apiClient(prefer ? { prefer } : {});
  const sent: Sent[] = [];
  api.use({
    onRequest({ request }) {
      const url = new URL(request.url);
      sent.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        language: request.headers.get('x-ui-language'),
      });
      return request;
    },
  });
  return { api, sent };
}

const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const pro = fixtures.pros.find(
  (candidate) => !candidate.profile.isItp && candidate.reviews.length > 0 && candidate.blogPosts.length > 0,
)!;
const itp = fixtures.pros.find((candidate) => candidate.profile.id === fixtures.itpProId)!;
const id = pro.profile.id;

beforeEach(() => vi.mocked(reportError).mockClear());

describe('pro profile: what each call sends', () => {
  it('a slug goes to get-by-slug with caseStatus=published and isServicePage=true, and nothing else', async () => {
    const { api, sent } = recording();
    const profile = await fresh().fetchQuery(proProfileQueryOptions(api, pro.profile.slug, 'en'));
    expect(profile?.id).toBe(id);
    expect(sent).toEqual([
      {
        method: 'GET',
        path: `/pros/get-by-slug/${pro.profile.slug}`,
        query: { caseStatus: 'published', isServicePage: 'true' },
        language: 'en',
      },
    ]);
  });

  it('a pro id and a short id go to /pros/{id} with the same parameters', async () => {
    for (const key of [id, pro.profile.shortId]) {
      const { api, sent } = recording();
      expect((await fresh().fetchQuery(proProfileQueryOptions(api, key, 'ja')))?.id).toBe(id);
      expect(sent).toEqual([
        {
          method: 'GET',
          path: `/pros/${key}`,
          query: { caseStatus: 'published', isServicePage: 'true' },
          language: 'ja',
        },
      ]);
    }
  });

  it('an unknown slug tries the id lookup second, and answers null', async () => {
    const { api, sent } = recording();
    expect(await fresh().fetchQuery(proProfileQueryOptions(api, 'no-such-pro', 'ja'))).toBeNull();
    expect(sent.map((request) => request.path)).toEqual([
      '/pros/get-by-slug/no-such-pro',
      '/pros/no-such-pro',
    ]);
  });

  it('an imported profile is read from /itp-users/{id}, its job types from /itp-users/{id}/job-types', async () => {
    const { api, sent } = recording();
    const profile = await fresh().fetchQuery(proProfileQueryOptions(api, itp.profile.slug, 'ja'));
    expect(profile).toMatchObject({ id: itp.profile.id, isItp: true });
    expect(sent.map(({ path, query }) => ({ path, query }))).toEqual([
      {
        path: `/pros/get-by-slug/${itp.profile.slug}`,
        query: { caseStatus: 'published', isServicePage: 'true' },
      },
      { path: `/itp-users/${itp.profile.id}`, query: {} },
    ]);
    sent.length = 0;
    const jobTypes = await fresh().fetchQuery(proJobTypesQueryOptions(api, profile!, 'ja'));
    expect(jobTypes.map((jobType) => jobType.id)).toEqual(itp.profile.jobTypeIds);
    expect(sent).toEqual([
      { method: 'GET', path: `/itp-users/${itp.profile.id}/job-types`, query: {}, language: 'ja' },
    ]);
  });

  it('job types, prefectures, reviews, pricing menu, questions and blog posts: exact paths and queries', async () => {
    const { api, sent } = recording();
    const client = fresh();
    const jobTypes = await client.fetchQuery(proJobTypesQueryOptions(api, pro.profile, 'en'));
    const prefectures = await client.fetchQuery(proPrefecturesQueryOptions(api, id, 'en'));
    const reviews = await client.fetchQuery(proReviewsQueryOptions(api, id, 'en'));
    const menu = await client.fetchQuery(proPricingMenuQueryOptions(api, id, 'en'));
    const questions = await client.fetchQuery(proQuestionsQueryOptions(api, id, 'en'));
    const posts = await client.fetchQuery(proBlogPostsQueryOptions(api, id, 'en'));
    expect(sent).toEqual([
      { method: 'GET', path: `/pros/${id}/job-types`, query: {}, language: 'en' },
      { method: 'GET', path: `/pros/${id}/available-prefectures`, query: {}, language: 'en' },
      { method: 'GET', path: '/pro-feedbacks', query: { userId: id }, language: 'en' },
      { method: 'GET', path: `/users/${id}/pricing-menu`, query: {}, language: 'en' },
      { method: 'GET', path: `/users/${id}/questions`, query: {}, language: 'en' },
      { method: 'GET', path: `/pro-blog-posts/pro/${id}`, query: {}, language: 'en' },
    ]);
    expect(jobTypes.map((jobType) => jobType.id)).toEqual(pro.profile.jobTypeIds);
    expect(prefectures.map((prefecture) => prefecture.key)).toEqual(pro.prefectureKeys);
    expect(reviews.list.map((review) => review.id)).toEqual(pro.reviews.map((review) => review.id));
    expect(menu.items).toEqual(pro.pricingMenu);
    expect(questions).toEqual(pro.questions.data);
    expect(posts.map((post) => post.id)).toEqual(pro.blogPosts.map((post) => post.id));
  });

  it('case studies: pageSize (6 by default, or the one asked), caseStatus=published, isServicePage=true', async () => {
    const { api, sent } = recording();
    const page = await fresh().fetchQuery(proCaseStudiesQueryOptions(api, id, 'ja'));
    await fresh().fetchQuery(proCaseStudiesQueryOptions(api, id, 'ja', 999));
    expect(sent).toEqual(
      [6, 999].map((pageSize) => ({
        method: 'GET',
        path: `/case-studies/pros/${id}`,
        query: { pageSize: String(pageSize), caseStatus: 'published', isServicePage: 'true' },
        language: 'ja',
      })),
    );
    expect(page.caseStudies.every((study) => study.status === 'published' && study.isServicePage)).toBe(true);
  });

  it('claim-profile posts the email to the imported profile', async () => {
    const { api, sent } = recording();
    expect(await claimProfile(api, itp.profile.id, 'owner@example.com')).toBe('sent');
    expect(sent).toEqual([
      { method: 'POST', path: `/itp-users/${itp.profile.id}/claim-profile`, query: {}, language: 'ja' },
    ]);
  });
});

describe('pro profile: §8 under forced errors', () => {
  it('reviews: a failure is swallowed as an empty page and reported', async () => {
    const { api } = recording({ listReviewsByUser: 'code=500' });
    expect(await fresh().fetchQuery(proReviewsQueryOptions(api, id, 'ja'))).toEqual(emptyReviewPage());
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 }), {
      tags: { operation: 'listReviewsByUser' },
    });
  });

  it('pricing menu and questions: failures are swallowed as empty, not reported', async () => {
    const { api } = recording({ getUserPricingMenu: 'code=500', getUserQuestions: 'code=500' });
    expect(await fresh().fetchQuery(proPricingMenuQueryOptions(api, id, 'ja'))).toEqual({ items: [] });
    expect(await fresh().fetchQuery(proQuestionsQueryOptions(api, id, 'ja'))).toEqual([]);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('blog posts and case studies are not swallowed: the section shows its error and retry', async () => {
    const { api } = recording({ listProBlogPostsByPro: 'code=404', listCaseStudiesByPro: 'code=404' });
    await expect(fresh().fetchQuery(proBlogPostsQueryOptions(api, id, 'ja'))).rejects.toMatchObject({
      status: 404,
    });
    await expect(fresh().fetchQuery(proCaseStudiesQueryOptions(api, id, 'ja'))).rejects.toMatchObject({
      status: 404,
    });
  });

  it('claim-profile: a refused claim (409, 400, 404) is only logged and answers a neutral outcome', async () => {
    for (const code of [409, 400, 404]) {
      const { api } = recording({ claimItpProfile: `code=${code}` });
      const log = vi.fn();
      expect(await claimProfile(api, itp.profile.id, 'owner@example.com', log)).toBe('notSent');
      expect(log).toHaveBeenCalledWith('claim-profile failed', expect.objectContaining({ status: code }));
    }
    expect(reportError).not.toHaveBeenCalled();
  });
});

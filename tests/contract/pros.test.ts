// Public pro profiles and imported profiles (src/api/pros.ts) against the mock: a profile by any
// of its keys (null when none knows it), its job types and prefectures, and the claim of an
// imported profile, whose failures are only logged (a neutral outcome, nothing reported). The
// exact path, query parameters and language header of each call are pinned (Prism validates them
// against the contract).
import { MutationObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  claimProfile,
  claimProfileMutationOptions,
  proJobTypesQueryOptions,
  proPrefecturesQueryOptions,
  proProfileQueryOptions,
} from '../../src/api';
import { reportError } from '../../src/lib/monitoring';
import { apiClient, failing, fixtures, fresh, recording } from './harness';

vi.mock('../../src/lib/monitoring');

const pro = fixtures.pros.find(
  (candidate) => !candidate.profile.isItp && candidate.prefectureKeys.length > 0,
)!;
const itp = fixtures.pros.find((candidate) => candidate.profile.id === fixtures.itpProId)!;
const id = pro.profile.id;

beforeEach(() => vi.mocked(reportError).mockClear());

describe('pro profile query', () => {
  const withUrl = fixtures.pros.find((candidate) => candidate.profile.customProfileUrl)!.profile;

  it.each([
    ['slug', withUrl.slug],
    ['custom profile URL', withUrl.customProfileUrl!],
    ['short id', withUrl.shortId],
    ['pro id', withUrl.id],
  ])('finds a pro by %s', async (_kind, key) => {
    expect((await fresh().fetchQuery(proProfileQueryOptions(apiClient(), key, 'ja')))?.id).toBe(withUrl.id);
  });

  it('answers null for a key nobody has', async () => {
    expect(await fresh().fetchQuery(proProfileQueryOptions(apiClient(), 'no-such-pro', 'ja'))).toBeNull();
  });

  it('surfaces a failure other than 404 (the page shows its error, not not-found)', async () => {
    await expect(
      fresh().fetchQuery(proProfileQueryOptions(failing('getProBySlug'), pro.profile.slug, 'ja')),
    ).rejects.toMatchObject({ status: 500 });
  });
});

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
    const { api, sent, clear } = recording();
    const profile = await fresh().fetchQuery(proProfileQueryOptions(api, itp.profile.slug, 'ja'));
    expect(profile).toMatchObject({ id: itp.profile.id, isItp: true });
    expect(sent.map(({ path, query }) => ({ path, query }))).toEqual([
      {
        path: `/pros/get-by-slug/${itp.profile.slug}`,
        query: { caseStatus: 'published', isServicePage: 'true' },
      },
      { path: `/itp-users/${itp.profile.id}`, query: {} },
    ]);
    clear();
    const jobTypes = await fresh().fetchQuery(proJobTypesQueryOptions(api, profile!, 'ja'));
    expect(jobTypes.map((jobType) => jobType.id)).toEqual(itp.profile.jobTypeIds);
    expect(sent).toEqual([
      { method: 'GET', path: `/itp-users/${itp.profile.id}/job-types`, query: {}, language: 'ja' },
    ]);
  });

  it('job types and prefectures: exact paths', async () => {
    const { api, sent } = recording();
    const client = fresh();
    const jobTypes = await client.fetchQuery(proJobTypesQueryOptions(api, pro.profile, 'en'));
    const prefectures = await client.fetchQuery(proPrefecturesQueryOptions(api, id, 'en'));
    expect(sent).toEqual([
      { method: 'GET', path: `/pros/${id}/job-types`, query: {}, language: 'en' },
      { method: 'GET', path: `/pros/${id}/available-prefectures`, query: {}, language: 'en' },
    ]);
    expect(jobTypes.map((jobType) => jobType.id)).toEqual(pro.profile.jobTypeIds);
    expect(prefectures.map((prefecture) => prefecture.key)).toEqual(pro.prefectureKeys);
  });
});

describe('claiming an imported profile', () => {
  it('posts the email to the imported profile', async () => {
    const { api, sent, requests } = recording();
    expect(await claimProfile(api, itp.profile.id, 'owner@example.com')).toBe('sent');
    expect(sent).toEqual([
      { method: 'POST', path: `/itp-users/${itp.profile.id}/claim-profile`, query: {}, language: 'ja' },
    ]);
    expect(await requests[0]?.json()).toEqual({ email: 'owner@example.com' });
  });

  it('as a mutation (useMutation): the same call', async () => {
    const { api, sent } = recording();
    const mutation = new MutationObserver(fresh(), claimProfileMutationOptions(api, itp.profile.id));
    expect(await mutation.mutate('owner@example.com')).toBe('sent');
    expect(sent.map((request) => request.path)).toEqual([`/itp-users/${itp.profile.id}/claim-profile`]);
  });

  it('a refused claim (409, 400, 404) is only logged and answers a neutral outcome', async () => {
    for (const code of [409, 400, 404]) {
      const api = failing('claimItpProfile', code);
      const log = vi.fn();
      expect(await claimProfile(api, itp.profile.id, 'owner@example.com', log)).toBe('notSent');
      expect(log).toHaveBeenCalledWith('claim-profile failed', expect.objectContaining({ status: code }));
    }
    expect(reportError).not.toHaveBeenCalled();
  });
});

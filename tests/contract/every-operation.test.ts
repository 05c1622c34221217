// Every operation of the contract, called through the app's generated client on the running mock:
// the request is valid (Prism reports no violation) and every 2xx answer validates against the
// operation's generated zod schema.
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as zod from '../../generated/zod';
import { operations, pascal } from '../helpers/spec';
import { clientToken, fixtures, manualClient } from './harness';

const pro = fixtures.pros[0]!.profile;
const proWithStudies = fixtures.pros.find((candidate) => candidate.caseStudies.length > 0)!.profile;
const client = fixtures.sessions.client.user;
const notification = fixtures.notifications[client.id]![0]!;
const announcement = fixtures.announcements[client.id]![0]!;
const jobTypeId = 'house-cleaning';
const listQuery = { jobType: jobTypeId, language: 'ja', size: 10, skip: 0 };

interface SampleRequest {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  multipart?: boolean;
}

/** A valid request for each operation, with fixture values. */
const requests: Record<string, SampleRequest> = {
  listJobCategories: {},
  getJobCategory: { path: { id: 'cleaning' } },
  listAllSubcategories: {},
  getSubcategoriesByParent: { path: { id: 'home' } },
  getJobType: { path: { id: jobTypeId }, query: { format: 'full' } },
  listJobTypes: { query: { clientRequest: true } },
  listPopularJobTypes: { query: { categoryId: 'home', prefectureKey: 'tokyo', limit: 5 } },
  listRelatedJobTypes: { path: { id: jobTypeId }, query: { prefectureKey: 'tokyo' } },
  listRelatedRequestableJobTypes: { path: { id: jobTypeId } },
  listRequestableJobTypesByCategory: { path: { id: 'cleaning' } },
  listServiceOfTheMonth: {},
  getJobTypeProCount: {
    path: { id: jobTypeId },
    query: { prefectureKey: 'tokyo', cityKey: 'shibuya-ku', zipCode: '150-0001' },
  },
  getJobTypeAlias: { path: { id: 'carpenter' } },
  listJobTypeAliases: {},
  getTranslation: { path: { id: 'jobTypes' } },
  listJobTypeProfilesByUser: { path: { id: pro.id }, query: { format: 'full' } },
  getProSignupCategoryTree: { query: { path: 'initial' } },
  getCityInPrefecture: { path: { prefectureKey: 'kanagawa', cityKey: 'yokohama-shi-aoba-ku' } },
  listCitiesOfPrefecture: { path: { prefectureId: 'tokyo' } },
  getGeolocation: { query: { ip: '203.0.113.7' } },
  getCity: { path: { id: 'shibuya-ku' } },
  getPrefecture: { path: { id: 'osaka' } },
  listPrefectures: { query: { key: 'tokyo' } },
  listRequestableCities: { query: { jobType: jobTypeId, prefectureKey: 'tokyo' } },
  listNearbyRequestableCities: {
    query: { jobType: jobTypeId, prefectureKey: 'tokyo', cityKey: 'shibuya-ku' },
  },
  listCityGroupsOfPrefecture: { path: { prefectureKey: 'kanagawa' } },
  listRequestablePrefectures: { query: { jobType: jobTypeId, size: 10 } },
  listNearbyRequestablePrefectures: { query: { jobType: jobTypeId, prefectureKey: 'tokyo', size: 5 } },
  listCities: { query: { prefecture: 'tokyo' } },
  listCityGroups: {},
  listLocationsByZipCode: { query: { zipCode: '150-0001' } },
  getTownArea: { path: { id: 'jingumae' } },
  listBlogPosts: {},
  getBlogPost: { path: { id: fixtures.blogPosts[0]!.id } },
  listProBlogPostsByJobType: { path: { id: jobTypeId } },
  listInternalBlogPostsByJobType: { path: { id: jobTypeId }, query: { isCostTag: true } },
  listProBlogPostsByPro: { path: { id: pro.id } },
  listProsByJob: { query: listQuery },
  listProsByPrefectureAndJob: { query: { ...listQuery, prefecture: 'tokyo' } },
  listProsByJobPrefectureAndCity: { query: { ...listQuery, prefecture: 'tokyo', city: 'shibuya-ku' } },
  listProsByJobPrefectureAndCityNotNearby: {
    query: { ...listQuery, prefecture: 'tokyo', city: 'shibuya-ku', excludeCities: 'meguro-ku,minato-ku' },
  },
  listProsByJobAndCityGroup: { query: { ...listQuery, prefecture: 'kanagawa', cityGroup: 'yokohama-north' } },
  countPros: { query: { jobTypeId, prefectureKey: 'tokyo', language: 'ja' } },
  listNewestReviewsByJobType: { path: { jobTypeId } },
  listNewestReviewsByJobTypeAndPrefecture: { path: { jobTypeId, prefecture: 'tokyo' } },
  listReviewsByJobType: { path: { jobTypeId }, query: { page: 1, rate: 5 } },
  listReviewsByUser: { query: { userId: pro.id } },
  listSampleRequests: { query: { jobTypeId, prefectureId: 'tokyo', language: 'ja', limit: 5 } },
  getPopularPricingItems: { query: { jobTypeId, prefectureKey: 'tokyo', language: 'ja' } },
  listPopularRequests: { query: { jobTypeId, prefectureKey: 'tokyo' } },
  listCaseStudiesByJobType: { path: { id: jobTypeId }, query: { currentPage: 1, pageSize: 6 } },
  listCaseStudiesByJobTypeAndPrefecture: {
    path: { id: jobTypeId, prefecture: 'tokyo' },
    query: { currentPage: 1, pageSize: 6 },
  },
  listCaseStudiesByJobTypeAndCityGroup: {
    path: { id: jobTypeId, prefecture: 'kanagawa', group: 'yokohama-north' },
    query: { currentPage: 1, pageSize: 6 },
  },
  listCaseStudiesByJobTypeAndCity: {
    path: { id: jobTypeId, prefecture: 'tokyo', city: 'shibuya-ku' },
    query: { pageSize: 6 },
  },
  listCaseStudiesByPro: {
    path: { userId: proWithStudies.id },
    query: { pageSize: 999, caseStatus: 'published', isServicePage: true },
  },
  getFeatureFlag: { path: { flagName: 'cityGroupingEnabledJobTypes' } },
  createRequest: {
    body: {
      jobTypeId,
      clientId: client.id,
      fields: {
        frequency: 'once',
        dateTime: { date: '2026-12-05', timeRange: { start: '09:00', end: '12:00' } },
      },
      jobTypeFieldsVersion: 1,
      context: { prefecture: 'tokyo', city: 'shibuya-ku' },
      language: 'ja',
      isDirectBooking: false,
      sent: true,
      status: 'open',
    },
  },
  checkDuplicateRequest: { path: { id: client.id, jobTypeId } },
  getUser: { path: { id: client.id } },
  updateUser: { path: { id: client.id }, body: client },
  getUserName: { path: { id: pro.id } },
  getUserAvatar: { path: { id: pro.id } },
  updateUserAvatar: {
    path: { id: pro.id },
    body: {
      proRegistrationStep: null,
      profile: { avatar: pro.avatarUrl },
      avatarMeta: { source: 'upload' },
      profileComplete: true,
    },
  },
  getUserPricingMenu: { path: { id: pro.id } },
  getUserQuestions: { path: { id: pro.id } },
  getPrivateProfile: { path: { id: client.id } },
  saveBasicInfo: {
    path: { id: client.id },
    body: {
      profile: { fullNameKanji: { first: '花子', last: '佐藤' }, isCompany: false },
      phoneNumber: '09012345678',
    },
  },
  saveProProfile: { path: { id: pro.id }, body: { proProfile: fixtures.pros[0]!.user.proProfile } },
  touchLastOnline: { path: { id: client.id } },
  changePassword: { path: { id: client.id }, body: { password: 'a-new-long-password' } },
  updateNotificationPreferences: {
    path: { id: client.id },
    body: {
      marketing: { newsletter: true },
      transactional: {
        applyCreditsRefunded: true,
        applyViewed: true,
        applyApproved: true,
        applyRejected: true,
        requestCancelled: true,
        newMessage: true,
        newRequest: true,
        requestActivity: true,
        clientLeftFeedback: true,
      },
    },
  },
  logGeneratedPrompt: {
    body: {
      prompt: '依頼文を作成',
      output: 'エアコン2台の清掃をお願いします。',
      purpose: 'request-description',
    },
  },
  checkEmailRegistered: { query: { email: client.email } },
  register: { body: { mode: 'client', email: 'new-client@example.com' } },
  uploadProfilePhoto: { body: { imageDataUrl: 'data:image/png;base64,iVBORw0KGgo=' }, multipart: true },
  createAvailableLocations: {
    body: {
      selectedCityIds: ['shibuya-ku'],
      selectedJobTypes: [{ jobTypeId, selectedMeetTypes: ['proGoToClient'] }],
    },
  },
  listProJobTypes: { path: { id: pro.id } },
  listItpUserJobTypes: { path: { id: fixtures.itpProId } },
  listProAvailablePrefectures: { path: { id: pro.id } },
  getProBySlug: { path: { slug: pro.slug }, query: { caseStatus: 'published', isServicePage: true } },
  getPro: { path: { id: pro.id }, query: { caseStatus: 'published', isServicePage: true } },
  getItpUser: { path: { id: fixtures.itpProId } },
  claimItpProfile: { path: { id: fixtures.itpProId }, body: { email: 'owner@example.com' } },
  listNotifications: { query: { userId: client.id } },
  markNotificationRead: { path: { id: notification.id } },
  markAllNotificationsRead: { body: { timestamp: new Date().toISOString() } },
  listAnnouncements: { path: { id: client.id } },
  markAnnouncementRead: { path: { id: client.id, announcementId: announcement.announcementId } },
  markAllAnnouncementsRead: { path: { id: client.id } },
  signIn: { body: { email: fixtures.sessions.client.email, password: fixtures.sessions.client.password } },
  getCurrentUser: {},
  // The mock's fixture code (the contract's example) signs in every time; a stand-in code works once.
  signInWithSocial: {
    body: {
      provider: 'line',
      code: 'line-fixture-code-client',
      redirectUri: 'https://www.example.jp/sign-in',
    },
  },
  setPassword: {
    path: { id: fixtures.passwordSet.uid },
    body: { password: 'a-new-long-password', token: fixtures.passwordSet.token },
  },
  sendWebVitals: {
    body: {
      connectionType: '4g',
      cpuCount: 4,
      url: '/home/cleaning/house-cleaning',
      userAgent: 'contract-test',
      metrics: [{ name: 'LCP', value: 1200, rating: 'good', id: 'v1' }],
    },
  },
  sendAnalyticsEvents: {
    body: {
      events: [
        {
          type: 'pageView',
          name: 'pageView',
          path: '/start',
          pageType: 'start',
          proUserId: null,
          jobTypeId: null,
          anonymousId: 'anon-1',
          timestamp: new Date().toISOString(),
        },
      ],
    },
  },
};

type UntypedRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

const toFormData = (body: unknown) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, string>)) form.append(key, value);
  return form;
};

describe('every operation on the mock', () => {
  const api = manualClient({ token: clientToken });

  it('has a sample request for each operation and no stale one', () => {
    const ids = operations().map((entry) => entry.operation.operationId);
    expect(Object.keys(requests).filter((id) => !ids.includes(id))).toEqual([]);
    expect(ids.filter((id) => !(id in requests))).toEqual([]);
  });

  it.each(operations().map((entry) => [entry.key, entry] as const))(
    '%s',
    async (_key, { method, path, operation }) => {
      const sample = requests[operation.operationId]!;
      const { data, response } = await (api.request as unknown as UntypedRequest)(method, path, {
        params: { path: sample.path, query: sample.query },
        ...(sample.body === undefined ? {} : { body: sample.body }),
        ...(sample.multipart ? { bodySerializer: toFormData } : {}),
      });
      expect(response.headers.get('sl-violations')).toBeNull();
      expect(response.status).toBeGreaterThanOrEqual(200);
      expect(response.status).toBeLessThan(300);
      const schema = (zod as Record<string, unknown>)[`z${pascal(operation.operationId)}Response`] as
        ZodType | undefined;
      if (schema && response.status !== 204 && method !== 'head') {
        const result = schema.safeParse(data);
        expect(result.success ? [] : result.error.issues.slice(0, 3)).toEqual([]);
      }
    },
  );
});

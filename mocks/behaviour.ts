// What the mock answers, per operation: the fixture examples (which become the mock spec's named
// examples), how a request picks one, and how list answers are paged and filtered.
import type {
  AuthToken,
  BlogPost,
  CaseStudy,
  CaseStudyPage,
  City,
  CreatedRequest,
  JobTypeSummary,
  Notification,
  Prefecture,
  ProFeedback,
  ProBlogPost,
  ProFeedbackPage,
  ProListItem,
  ProsByJobResponse,
  PublicPro,
  ReviewStatistics,
  User,
} from '../generated/api';
import { FIXTURE_NOW } from '../fixtures/constants';
import type { Dataset, FixturePro } from '../fixtures/dataset';
import { prefectureNeighbours } from '../fixtures/reference/prefecture-adjacency';
import type { ExampleTable, MockBehaviour, Query, RequestContext } from './prism-server';

type Select = (context: RequestContext) => { example?: string; code?: number } | undefined;
type Refine = (context: RequestContext, body: never) => unknown;

export const PROS_PAGE_SIZE_DEFAULT = 10;
export const REVIEWS_PAGE_SIZE = 10;
const NEWEST_REVIEWS = 10;

const one = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
const int = (value: string | string[] | undefined, fallback: number) => {
  const parsed = Number.parseInt(one(value) ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};
const bool = (value: string | string[] | undefined) => one(value) === 'true';
const byKey = <T>(items: T[], key: (item: T) => string): Record<string, T> =>
  Object.fromEntries(items.map((item) => [key(item), item]));
const param =
  (name: string): Select =>
  (context) => ({ example: context.pathParams[name] ?? one(context.query[name]) });
const toBlogPost = ({ bodyHtml: _body, ...post }: { bodyHtml: string } & BlogPost): BlogPost => post;
const toProBlogPost = ({ bodyHtml: _body, ...post }: { bodyHtml: string } & ProBlogPost): ProBlogPost => post;

/** Hours of each time-of-day filter value. */
const TIME_RANGES: Record<string, [number, number]> = {
  morning: [8, 11],
  afternoon: [12, 16],
  evening: [17, 20],
  night: [21, 23],
};

function aggregate(reviews: ProFeedback[]): ReviewStatistics {
  const counts = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews) counts[String(review.rating) as keyof typeof counts] += 1;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    ratingValue: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : 0,
    reviewCount: reviews.length,
    counts,
  };
}

/**
 * The place a place-narrowed call names. Every call of a marketing page (count, pro list, reviews,
 * case studies) names its place with the same parameters, and the mock keeps the same pros for the
 * same place: the count is the list's total, and the reviews and case studies are those of the
 * listed pros.
 */
interface PlaceQuery {
  prefecture?: string | undefined;
  city?: string | undefined;
  cityGroup?: string | undefined;
  /** Pros based in these cities are left out (the page lists them elsewhere). */
  excludeCities: ReadonlySet<string>;
}

const cityList = (value: string | string[] | undefined) =>
  new Set((one(value) ?? '').split(',').filter(Boolean));

/** A place from the pro-list parameter names (`prefecture`, `city`, `cityGroup`, `excludeCities`). */
const placeOfQuery = (query: Query, pathParams: Record<string, string> = {}): PlaceQuery => ({
  prefecture: pathParams.prefecture ?? one(query.prefecture),
  city: pathParams.city ?? one(query.city),
  cityGroup: pathParams.group ?? one(query.cityGroup),
  excludeCities: cityList(query.excludeCities),
});

/** Whether a call asks for English: a pro list's `language`, else the UI language header. */
const wantsEnglish = (context: RequestContext) =>
  (one(context.query.language) ?? context.headers['x-ui-language']) === 'en';

/**
 * The content lists a page shows beside what its URL names (related job types, blog posts, a
 * pro's case studies, reviews, pricing and questions): each gets an `empty` example, so the
 * empty scenario (`Prefer: example=empty`) previews every section with nothing in it.
 */
const EMPTY_CONTENT: ExampleTable[string] = {
  listRelatedJobTypes: [],
  listRelatedRequestableJobTypes: [],
  listRequestableJobTypesByCategory: [],
  listServiceOfTheMonth: [],
  listProBlogPostsByJobType: [],
  listInternalBlogPostsByJobType: [],
  listProBlogPostsByPro: [],
  listReviewsByUser: { list: [], total: 0, counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  listCaseStudiesByPro: { caseStudies: [], totalCaseStudies: 0, totalFilteredOutCaseStudies: 0 },
  getUserPricingMenu: { items: [] },
  getUserQuestions: { success: true, data: [] },
  getJobTypeProCount: { count: 0 },
  countPros: { count: 0 },
};

function withEmptyContent(examples: ExampleTable): ExampleTable {
  for (const [operationId, empty] of Object.entries(EMPTY_CONTENT)) {
    const table = examples[operationId];
    if (table && !('empty' in table)) table.empty = empty;
  }
  return examples;
}

/**
 * `prebuilt` takes examples built elsewhere from the same data set (the kit builds them in a
 * worker while Prism loads).
 */
export function createMockKit(
  ds: Dataset,
  prebuilt?: ExampleTable,
): { examples: ExampleTable; behaviour: MockBehaviour } {
  const prosOf = (jobTypeId: string) => ds.pros.filter((pro) => pro.profile.jobTypeIds.includes(jobTypeId));
  const proById = new Map(ds.pros.map((pro) => [pro.profile.id, pro]));
  const ranked = (pros: FixturePro[]) =>
    [...pros].sort(
      (a, b) =>
        b.profile.reviewStatistics.ratingValue - a.profile.reviewStatistics.ratingValue ||
        b.profile.reviewStatistics.reviewCount - a.profile.reviewStatistics.reviewCount ||
        a.profile.id.localeCompare(b.profile.id),
    );
  const summaryById = new Map(ds.jobTypeSummaries.map((summary) => [summary.id, summary]));
  const summariesOf = (ids: string[]) => ids.flatMap((id) => summaryById.get(id) ?? []);
  const citiesOfPrefecture = (key: string) => ds.cities.filter((city) => city.prefecture === key);
  const groupByKey = new Map(ds.cityGroups.map((group) => [group.cityGroupKey, group]));
  const users: User[] = [
    ds.sessions.client.user,
    ds.sessions.newClient.user,
    ...ds.pros.map((pro) => pro.user),
  ];
  const notificationById = new Map(
    Object.values(ds.notifications)
      .flat()
      .map((notification) => [notification.id, notification]),
  );
  // The on-the-fly account is what registering answers with: its email counts as free, so any
  // visitor's address can register.
  const registeredEmails = new Set(
    users.filter((user) => user !== ds.sessions.newClient.user).map((user) => user.email),
  );
  // What this run wrote about the on-the-fly account (forgotten on restart): registering sets its
  // email or phone, saving basic info or the user its names; reads answer with what was written,
  // so the header shows the name a visitor typed, not the fixture's placeholder.
  const written = new Map<string, User>();
  const current = (user: User) => written.get(user.id) ?? user;
  const remember = (user: User) => {
    written.set(user.id, user);
    return user;
  };
  const siblingsOf = (jobTypeId: string) => {
    const jobType = ds.jobTypes.find((candidate) => candidate.id === jobTypeId);
    return ds.jobTypeSummaries
      .filter((other) => other.id !== jobTypeId && other.categories[0] === jobType?.categories[0])
      .slice(0, 8);
  };
  const requestable = new Set(
    ds.jobTypes.filter((jobType) => jobType.clientRequest).map((jobType) => jobType.id),
  );
  const publishedStudies = (pro: FixturePro) =>
    pro.caseStudies.filter((study) => study.status === 'published');
  const caseStudiesOf = (jobTypeId: string) =>
    prosOf(jobTypeId)
      .flatMap(publishedStudies)
      .filter((study) => study.jobTypeId === jobTypeId)
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const reviewsOf = (jobTypeId: string) =>
    ds.pros
      .flatMap((pro) => pro.reviews)
      .filter((review) => review.jobTypeId === jobTypeId)
      .sort((a, b) => b.createdTime.localeCompare(a.createdTime));
  const jobTypeReviews = (pros: FixturePro[], jobTypeId: string) =>
    pros.flatMap((pro) => pro.reviews).filter((review) => review.jobTypeId === jobTypeId);
  const starCounts = (reviews: ProFeedback[]) => aggregate(reviews).counts;
  const feedbackPage = (reviews: ProFeedback[]): ProFeedbackPage => ({
    list: reviews,
    total: reviews.length,
    counts: starCounts(reviews),
  });
  const prosPage = (pros: FixturePro[], jobTypeId: string): ProsByJobResponse => ({
    pros: ranked(pros).map((pro) => pro.listItem),
    totalPros: pros.length,
    proReviewStatistics: aggregate(jobTypeReviews(pros, jobTypeId)),
  });
  const servesPrefecture = (pro: FixturePro, prefecture: string) => pro.prefectureKeys.includes(prefecture);
  const servesCity = (pro: FixturePro, city: string) => pro.servedCityKeys.includes(city);
  const inPlace =
    (place: PlaceQuery) =>
    (pro: FixturePro): boolean => {
      if (place.prefecture && !servesPrefecture(pro, place.prefecture)) return false;
      if (place.city && !servesCity(pro, place.city)) return false;
      if (place.cityGroup) {
        const members = groupByKey.get(place.cityGroup)?.cityKeys ?? [];
        if (!members.some((key) => servesCity(pro, key))) return false;
      }
      return !place.excludeCities.has(pro.listItem.location.city);
    };
  /** The pros of a job type in a place: what its list pages through and its count counts. */
  const prosIn = (jobTypeId: string, place: PlaceQuery) => prosOf(jobTypeId).filter(inPlace(place));
  const proIdsIn = (jobTypeId: string, place: PlaceQuery) =>
    new Set(prosIn(jobTypeId, place).map((pro) => pro.profile.id));
  const requestablePrefectures = (jobType: string) =>
    ds.prefectures.filter((prefecture) =>
      prosOf(jobType).some((pro) => servesPrefecture(pro, prefecture.key)),
    );
  const requestableCities = (jobType: string, prefectureKey?: string) => {
    const served = new Set(prosOf(jobType).flatMap((pro) => pro.servedCityKeys));
    return ds.cities.filter(
      (city) => served.has(city.key) && (!prefectureKey || city.prefecture === prefectureKey),
    );
  };
  const pricingKeysOf = (pro: FixturePro) => new Set(pro.pricingMenu.map((item) => item.key));

  // ---- examples -------------------------------------------------------------------------
  const buildExamples = (): ExampleTable =>
    withEmptyContent({
      listJobCategories: { default: ds.jobCategories, empty: [] },
      getJobCategory: byKey(ds.jobCategories, (category) => category.id),
      listAllSubcategories: { default: ds.categoryTrees },
      getSubcategoriesByParent: byKey(
        ds.categoryTrees.flatMap(function flatten(tree): typeof ds.categoryTrees {
          return [tree, ...tree.children.flatMap(flatten)];
        }),
        (tree) => tree.id,
      ),
      getJobType: byKey(ds.jobTypes, (jobType) => jobType.id),
      listJobTypes: { default: ds.jobTypeSummaries, empty: [] },
      listPopularJobTypes: {
        default: [...ds.jobTypeSummaries].sort((a, b) => prosOf(b.id).length - prosOf(a.id).length),
        empty: [],
      },
      listRelatedJobTypes: Object.fromEntries(
        ds.jobTypes.map((jobType) => [jobType.id, siblingsOf(jobType.id)]),
      ),
      listRelatedRequestableJobTypes: Object.fromEntries(
        ds.jobTypes.map((jobType) => [
          jobType.id,
          siblingsOf(jobType.id).filter((summary) => requestable.has(summary.id)),
        ]),
      ),
      listRequestableJobTypesByCategory: Object.fromEntries(
        ds.jobCategories.map((category) => [
          category.id,
          ds.jobTypeSummaries.filter(
            (summary) => summary.categories.includes(category.id) && requestable.has(summary.id),
          ),
        ]),
      ),
      listServiceOfTheMonth: { default: summariesOf(['aircon-cleaning', 'gardener', 'family-photographer']) },
      getJobTypeProCount: Object.fromEntries(
        ds.jobTypes.map((jobType) => [jobType.id, { count: prosOf(jobType.id).length }]),
      ),
      getJobTypeAlias: byKey(ds.jobTypeAliases, (alias) => alias.id),
      listJobTypeAliases: { default: ds.jobTypeAliases },
      getTranslation: byKey(ds.translations, (translation) => `${translation.id}.${translation.language}`),
      listJobTypeProfilesByUser: Object.fromEntries(
        ds.pros.map((pro) => [pro.profile.id, pro.jobTypeProfiles]),
      ),
      getProSignupCategoryTree: {
        default: { trees: ds.categoryTrees, createdDate: new Date(FIXTURE_NOW).toISOString() },
      },

      getCityInPrefecture: byKey(ds.cities, (city) => `${city.prefecture}.${city.key}`),
      listCitiesOfPrefecture: Object.fromEntries(
        ds.prefectures.map((prefecture) => [prefecture.key, citiesOfPrefecture(prefecture.key)]),
      ),
      getGeolocation: {
        default: { location: { lat: 35.6618, lng: 139.7041 }, city: 'shibuya-ku', prefecture: 'tokyo' },
      },
      getCity: byKey(ds.cities, (city) => city.key),
      getPrefecture: byKey(ds.prefectures, (prefecture) => prefecture.key),
      listPrefectures: { default: ds.prefectures },
      listRequestableCities: { default: ds.cities, empty: [] },
      listNearbyRequestableCities: { default: ds.cities, empty: [] },
      listCityGroupsOfPrefecture: Object.fromEntries(
        ds.prefectures.map((prefecture) => [
          prefecture.key,
          ds.cityGroups.filter((group) => group.prefecture === prefecture.key),
        ]),
      ),
      listRequestablePrefectures: { default: ds.prefectures, empty: [] },
      listNearbyRequestablePrefectures: { default: ds.prefectures, empty: [] },
      listCities: { default: ds.cities },
      listCityGroups: { default: ds.cityGroups },
      listLocationsByZipCode: {
        ...Object.fromEntries(ds.zipCodeLocations.map((location) => [location.zipCode, [location]])),
        empty: [],
      },
      getTownArea: byKey(ds.townAreas, (area) => area.id),

      listBlogPosts: {
        default: [...ds.blogPosts]
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
          .slice(0, 12)
          .map(toBlogPost),
        empty: [],
      },
      getBlogPost: byKey(ds.blogPosts, (post) => post.id),
      listProBlogPostsByJobType: Object.fromEntries(
        ds.jobTypes.map((jobType) => [
          jobType.id,
          ds.pros
            .flatMap((pro) => pro.blogPosts)
            .filter((post) => post.jobTypeId === jobType.id)
            .map(toProBlogPost),
        ]),
      ),
      listInternalBlogPostsByJobType: Object.fromEntries(
        ds.jobTypes.flatMap((jobType) =>
          [true, false].map((isCostTag) => [
            `${jobType.id}.${isCostTag}`,
            ds.blogPosts
              .filter((post) => post.jobTypeId === jobType.id && post.isCostTag === isCostTag)
              .map(toBlogPost),
          ]),
        ),
      ),
      listProBlogPostsByPro: Object.fromEntries(ds.pros.map((pro) => [pro.profile.id, pro.blogPosts])),
      ...Object.fromEntries(
        [
          'listProsByJob',
          'listProsByPrefectureAndJob',
          'listProsByJobPrefectureAndCity',
          'listProsByJobPrefectureAndCityNotNearby',
          'listProsByJobAndCityGroup',
        ].map((operationId) => [
          operationId,
          {
            ...Object.fromEntries(
              ds.jobTypes.map((jobType) => [jobType.id, prosPage(prosOf(jobType.id), jobType.id)]),
            ),
            empty: { pros: [], totalPros: 0 } satisfies ProsByJobResponse,
          },
        ]),
      ),
      countPros: Object.fromEntries(
        ds.jobTypes.map((jobType) => [jobType.id, { count: prosOf(jobType.id).length }]),
      ),
      listNewestReviewsByJobType: {
        ...Object.fromEntries(ds.jobTypes.map((jobType) => [jobType.id, reviewsOf(jobType.id)])),
        empty: [],
      },
      listNewestReviewsByJobTypeAndPrefecture: {
        ...Object.fromEntries(ds.jobTypes.map((jobType) => [jobType.id, reviewsOf(jobType.id)])),
        empty: [],
      },
      listReviewsByJobType: {
        ...Object.fromEntries(
          ds.jobTypes.map((jobType) => [jobType.id, feedbackPage(reviewsOf(jobType.id))]),
        ),
        empty: feedbackPage([]),
      },
      listReviewsByUser: Object.fromEntries(
        ds.pros.map((pro) => [pro.profile.id, feedbackPage(pro.reviews)]),
      ),
      listSampleRequests: {
        ...Object.fromEntries(
          ds.jobTypes.map((jobType) => [
            jobType.id,
            ds.sampleRequests.filter((sample) => sample.jobTypeId === jobType.id),
          ]),
        ),
        empty: [],
      },
      getPopularPricingItems: {
        ...Object.fromEntries(
          ds.jobTypes.map((jobType) => [
            jobType.id,
            { popularItems: ds.popularPricingItems[jobType.id] ?? [] },
          ]),
        ),
        empty: { popularItems: [] },
      },
      listPopularRequests: {
        ...Object.fromEntries(
          ds.jobTypes.map((jobType) => [
            jobType.id,
            ds.popularRequests.filter((request) => request.jobTypeId === jobType.id),
          ]),
        ),
        empty: [],
      },
      ...Object.fromEntries(
        [
          'listCaseStudiesByJobType',
          'listCaseStudiesByJobTypeAndPrefecture',
          'listCaseStudiesByJobTypeAndCityGroup',
          'listCaseStudiesByJobTypeAndCity',
        ].map((operationId) => [
          operationId,
          {
            ...Object.fromEntries(
              ds.jobTypes.map((jobType) => {
                const studies = caseStudiesOf(jobType.id);
                return [
                  jobType.id,
                  { caseStudies: studies, totalCaseStudies: studies.length } satisfies CaseStudyPage,
                ];
              }),
            ),
            empty: { caseStudies: [], totalCaseStudies: 0 } satisfies CaseStudyPage,
          },
        ]),
      ),
      listCaseStudiesByPro: Object.fromEntries(
        ds.pros.map((pro) => {
          const studies = publishedStudies(pro).filter((study) => study.isServicePage);
          return [
            pro.profile.id,
            {
              caseStudies: studies,
              totalCaseStudies: studies.length,
              totalFilteredOutCaseStudies: pro.caseStudies.length - studies.length,
            },
          ];
        }),
      ),
      getFeatureFlag: {
        cityGroupingEnabledJobTypes: { jobTypeIds: ds.cityGroupingEnabledJobTypeIds },
        reviewsQA: { flags: { enabled: true } },
        internalBlogFullRelease: { enabledByC1: false },
      },

      createRequest: {
        default: {
          _id: 'req-0101',
          jobTypeId: 'house-cleaning',
          status: 'open',
          createdTime: new Date(FIXTURE_NOW).toISOString(),
          expirationTime: new Date(FIXTURE_NOW + 72 * 3_600_000).toISOString(),
        } satisfies CreatedRequest,
      },
      checkDuplicateRequest: {
        notDuplicate: { duplicateRequestId: null },
        duplicate: { duplicateRequestId: 'req-0002' },
      },

      getUser: byKey(users, (user) => user.id),
      updateUser: byKey(users, (user) => user.id),
      getUserName: Object.fromEntries(
        ds.pros.map((pro) => [pro.profile.id, { name: pro.profile.companyName ?? pro.profile.name }]),
      ),
      getUserAvatar: Object.fromEntries(
        ds.pros.map((pro) => [pro.profile.id, { url: pro.profile.avatarUrl }]),
      ),
      updateUserAvatar: byKey(users, (user) => user.id),
      getUserPricingMenu: Object.fromEntries(
        ds.pros.map((pro) => [pro.profile.id, { items: pro.pricingMenu }]),
      ),
      getUserQuestions: Object.fromEntries(ds.pros.map((pro) => [pro.profile.id, pro.questions])),
      getPrivateProfile: Object.fromEntries(
        users.map((user) => [
          user.id,
          {
            id: user.id,
            email: user.email,
            ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
            ...(user.profile.fullNameKanji ? { fullNameKanji: user.profile.fullNameKanji } : {}),
          },
        ]),
      ),
      saveBasicInfo: byKey(users, (user) => user.id),
      saveProProfile: byKey(users, (user) => user.id),
      updateNotificationPreferences: {
        default: {
          marketing: { newsletter: false },
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
      register: {
        default: ds.sessions.newClient.auth,
      },
      uploadProfilePhoto: {
        default: {
          url: ds.pros[0]?.profile.avatarUrl ?? '',
          avatarMeta: { source: 'upload', width: 96, height: 96 },
        },
      },
      createAvailableLocations: { default: ds.pros[0]?.user.proProfile?.availableLocations ?? {} },
      listProJobTypes: Object.fromEntries(
        ds.pros.map((pro) => [pro.profile.id, summariesOf(pro.profile.jobTypeIds)]),
      ),
      listItpUserJobTypes: Object.fromEntries(
        ds.pros
          .filter((pro) => pro.profile.isItp)
          .map((pro) => [pro.profile.id, summariesOf(pro.profile.jobTypeIds)]),
      ),
      listProAvailablePrefectures: Object.fromEntries(
        ds.pros.map((pro) => [
          pro.profile.id,
          pro.prefectureKeys.flatMap((key) => ds.prefectures.filter((prefecture) => prefecture.key === key)),
        ]),
      ),
      getProBySlug: Object.fromEntries(
        ds.pros.flatMap((pro) => [
          [pro.profile.slug, pro.profile],
          ...(pro.profile.customProfileUrl
            ? [[pro.profile.customProfileUrl, pro.profile] as [string, PublicPro]]
            : []),
        ]),
      ),
      getPro: Object.fromEntries(
        ds.pros.flatMap((pro) => [
          [pro.profile.id, pro.profile],
          [pro.profile.shortId, pro.profile],
        ]),
      ),
      getItpUser: Object.fromEntries(
        ds.pros.filter((pro) => pro.profile.isItp).map((pro) => [pro.profile.id, pro.profile]),
      ),
      claimItpProfile: { default: { status: 'emailSent' } },

      listNotifications: { ...ds.notifications, empty: [] },
      markNotificationRead: Object.fromEntries(
        [...notificationById.values()].map((notification) => [
          notification.id,
          { ...notification, isRead: true } satisfies Notification,
        ]),
      ),
      markAllNotificationsRead: { default: { updated: 6 } },
      listAnnouncements: { ...ds.announcements, empty: [] },
      markAnnouncementRead: { default: { announcementId: 'ann-001', isRead: true } },
      markAllAnnouncementsRead: { default: { updated: 2 } },

      signIn: { client: ds.sessions.client.auth, pro: ds.sessions.pro.auth },
      getCurrentUser: {
        client: ds.sessions.client.user,
        pro: ds.sessions.pro.user,
        newClient: ds.sessions.newClient.user,
      },
    });
  const examples = prebuilt ?? buildExamples();

  // ---- which example a request gets ------------------------------------------------------
  const sessionByToken = new Map(
    (['client', 'pro', 'newClient'] as const).map((name) => [ds.sessions[name].auth.token, name] as const),
  );
  // An article's URL carries its name (/blog/{name}); the contract lets the call take it for the id.
  const blogIdByName = new Map(ds.blogPosts.map((post) => [post.name, post.id]));
  const select: Record<string, Select> = {
    getJobCategory: param('id'),
    getSubcategoriesByParent: param('id'),
    getJobType: param('id'),
    listRelatedJobTypes: param('id'),
    listRelatedRequestableJobTypes: param('id'),
    listRequestableJobTypesByCategory: param('id'),
    getJobTypeProCount: param('id'),
    getJobTypeAlias: param('id'),
    getTranslation: (context) => ({
      example: `${context.pathParams.id}.${context.headers['x-ui-language'] ?? 'ja'}`,
    }),
    listJobTypeProfilesByUser: param('id'),
    getCityInPrefecture: (context) => ({
      example: `${context.pathParams.prefectureKey}.${context.pathParams.cityKey}`,
    }),
    listCitiesOfPrefecture: param('prefectureId'),
    getCity: param('id'),
    getPrefecture: param('id'),
    listCityGroupsOfPrefecture: param('prefectureKey'),
    listLocationsByZipCode: (context) => {
      const digits = (one(context.query.zipCode) ?? '').replace('-', '');
      const zipCode = `${digits.slice(0, 3)}-${digits.slice(3)}`;
      return { example: zipCode in (examples.listLocationsByZipCode ?? {}) ? zipCode : 'empty' };
    },
    getTownArea: param('id'),
    getBlogPost: (context) => {
      const key = context.pathParams.id ?? '';
      return { example: blogIdByName.get(key) ?? key };
    },
    listProBlogPostsByJobType: param('id'),
    listInternalBlogPostsByJobType: (context) => ({
      example: `${context.pathParams.id}.${one(context.query.isCostTag)}`,
    }),
    listProBlogPostsByPro: param('id'),
    listProsByJob: param('jobType'),
    listProsByPrefectureAndJob: param('jobType'),
    listProsByJobPrefectureAndCity: param('jobType'),
    listProsByJobPrefectureAndCityNotNearby: param('jobType'),
    listProsByJobAndCityGroup: param('jobType'),
    countPros: param('jobTypeId'),
    listNewestReviewsByJobType: param('jobTypeId'),
    listNewestReviewsByJobTypeAndPrefecture: param('jobTypeId'),
    listReviewsByJobType: param('jobTypeId'),
    listReviewsByUser: param('userId'),
    listSampleRequests: param('jobTypeId'),
    getPopularPricingItems: param('jobTypeId'),
    listPopularRequests: param('jobTypeId'),
    listCaseStudiesByJobType: param('id'),
    listCaseStudiesByJobTypeAndPrefecture: param('id'),
    listCaseStudiesByJobTypeAndCityGroup: param('id'),
    listCaseStudiesByJobTypeAndCity: param('id'),
    listCaseStudiesByPro: param('userId'),
    getFeatureFlag: param('flagName'),
    // The fixture client already has an open aircon-cleaning request.
    checkDuplicateRequest: (context) => ({
      example:
        context.pathParams.id === ds.sessions.client.user.id &&
        context.pathParams.jobTypeId === 'aircon-cleaning'
          ? 'duplicate'
          : 'notDuplicate',
    }),
    getUser: param('id'),
    updateUser: param('id'),
    getUserName: param('id'),
    getUserAvatar: param('id'),
    updateUserAvatar: param('id'),
    getUserPricingMenu: param('id'),
    getUserQuestions: param('id'),
    getPrivateProfile: param('id'),
    saveBasicInfo: param('id'),
    saveProProfile: param('id'),
    checkEmailRegistered: (context) =>
      registeredEmails.has(one(context.query.email) ?? '') ? undefined : { code: 404 },
    register: (context) => {
      const email = (context.body as { email?: string } | undefined)?.email;
      return email && registeredEmails.has(email) ? { code: 409 } : undefined;
    },
    listProJobTypes: param('id'),
    listItpUserJobTypes: param('id'),
    listProAvailablePrefectures: param('id'),
    getProBySlug: param('slug'),
    getPro: param('id'),
    getItpUser: param('id'),
    listNotifications: param('userId'),
    markNotificationRead: param('id'),
    listAnnouncements: param('id'),
    signIn: (context) => {
      const { email, password } = (context.body ?? {}) as { email?: string; password?: string };
      const session = (['client', 'pro'] as const).find(
        (name) => ds.sessions[name].email === email && ds.sessions[name].password === password,
      );
      return session ? { example: session } : { code: 401 };
    },
    getCurrentUser: (context) => {
      const session = sessionByToken.get(context.headers['x-access-token'] ?? '');
      return session ? { example: session } : { code: 401 };
    },
  };

  // ---- paging and filtering ------------------------------------------------------------------
  const filterPros = (
    context: RequestContext,
    page: ProsByJobResponse,
    place: PlaceQuery,
  ): ProsByJobResponse => {
    const { query } = context;
    const [low = 0, high = 0] = (one(query.priceRange) ?? '0-0').split('-').map(Number);
    const day = one(query.day);
    const time = one(query.time);
    const criteria = (one(query.matchingCriteriaFilter) ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('.') as [string, string]);
    const pricingKey = one(query.pricingMenuItemKey);
    const keep = inPlace(place);
    const placed = page.pros.flatMap((item) => {
      const pro = proById.get(item.id);
      return pro && keep(pro) ? [{ item, pro }] : [];
    });
    const matches = placed.filter(({ item, pro }) => {
      const price = item.startingPrice ?? 0;
      if (low > 0 && price < low) return false;
      if (high > 0 && price > high) return false;
      const [from, to] = time ? (TIME_RANGES[time] ?? [0, 23]) : [0, 23];
      if (day || time) {
        const slots = pro.availableTimes.filter((slot) => {
          const [slotDay, hour] = slot.split('-');
          return (!day || slotDay === day) && Number(hour) >= from && Number(hour) <= to;
        });
        if (slots.length === 0) return false;
      }
      if (criteria.some(([key, value]) => !(pro.matchingCriteria[key] ?? []).includes(value))) return false;
      if (pricingKey && !pricingKeysOf(pro).has(pricingKey)) return false;
      return true;
    });
    const skip = int(query.skip, 0);
    const size = int(query.size, PROS_PAGE_SIZE_DEFAULT);
    return {
      pros: matches.slice(skip, skip + size).map(({ item }) => item),
      totalPros: matches.length,
      // What clients said of the place's pros about this job type: the reviews the page lists
      // beside it. The listing filters narrow the list, not the place's reviews.
      proReviewStatistics: aggregate(
        jobTypeReviews(
          placed.map(({ pro }) => pro),
          one(query.jobType) ?? '',
        ),
      ),
    };
  };
  const pageCaseStudies = (
    context: RequestContext,
    page: CaseStudyPage,
    keep: (study: CaseStudy) => boolean,
  ): CaseStudyPage => {
    const matches = page.caseStudies.filter(keep);
    const size = int(context.query.pageSize, 6);
    const start = (Math.max(1, int(context.query.currentPage, 1)) - 1) * size;
    return { ...page, caseStudies: matches.slice(start, start + size), totalCaseStudies: matches.length };
  };
  const inGroup = (groupKey: string | undefined) =>
    new Set(groupKey ? (groupByKey.get(groupKey)?.cityKeys ?? []) : []);
  /** Case studies of a place: done there, by pros the place's list has. */
  const caseStudiesIn = (
    context: RequestContext,
    body: CaseStudyPage,
    where: (study: CaseStudy) => boolean,
  ) => {
    const pros = proIdsIn(context.pathParams.id ?? '', placeOfQuery(context.query, context.pathParams));
    return pageCaseStudies(context, body, (study) => where(study) && pros.has(study.proId));
  };
  /** The count's place, from its own parameter names (`prefectureKey`, `cityKey`). */
  const placeOfCountQuery = (query: Query): PlaceQuery => ({
    prefecture: one(query.prefectureKey),
    city: one(query.cityKey),
    cityGroup: one(query.cityGroup),
    excludeCities: cityList(query.excludeCities),
  });
  const limit = <T>(items: T[], query: Query, name: string, fallback: number) =>
    items.slice(0, int(query[name], fallback));

  const refine: Record<string, Refine> = {
    listJobTypes: (context, body: JobTypeSummary[]) =>
      bool(context.query.clientRequest) ? body.filter((item) => requestable.has(item.id)) : body,
    listPopularJobTypes: ({ query }, body: JobTypeSummary[]) => {
      const categoryId = one(query.categoryId);
      const prefectureKey = one(query.prefectureKey);
      const cityKey = one(query.cityKey);
      const matches = body.filter(
        (item) =>
          (!categoryId || item.categories.includes(categoryId)) &&
          (!prefectureKey || prosOf(item.id).some((pro) => servesPrefecture(pro, prefectureKey))) &&
          (!cityKey || prosOf(item.id).some((pro) => servesCity(pro, cityKey))),
      );
      return limit(matches, query, 'limit', 10);
    },
    getJobTypeProCount: ({ pathParams, query }) => ({
      count: prosIn(pathParams.id ?? '', placeOfCountQuery(query)).length,
    }),
    listPrefectures: ({ query }, body: Prefecture[]) => {
      const key = one(query.key);
      return key ? body.filter((prefecture) => prefecture.key === key) : body;
    },
    listRequestableCities: ({ query }) =>
      requestableCities(one(query.jobType) ?? '', one(query.prefectureKey)),
    listNearbyRequestableCities: ({ query }) => {
      const cityKey = one(query.cityKey);
      const prefectureKey =
        one(query.prefectureKey) ?? ds.cities.find((city) => city.key === cityKey)?.prefecture;
      return requestableCities(one(query.jobType) ?? '', prefectureKey).filter(
        (city) => city.key !== cityKey,
      );
    },
    listRequestablePrefectures: ({ query }) =>
      limit(requestablePrefectures(one(query.jobType) ?? ''), query, 'size', 47),
    // Nearby means bordering: the prefecture's land neighbours that have pros of the job type.
    listNearbyRequestablePrefectures: ({ query }) => {
      const neighbours = new Set(prefectureNeighbours[one(query.prefectureKey) ?? ''] ?? []);
      return limit(
        requestablePrefectures(one(query.jobType) ?? '').filter((prefecture) =>
          neighbours.has(prefecture.key),
        ),
        query,
        'size',
        10,
      );
    },
    listCities: ({ query }, body: City[]) => {
      const prefecture = one(query.prefecture);
      return prefecture ? body.filter((city) => city.prefecture === prefecture) : body;
    },
    ...Object.fromEntries(
      [
        'listProsByJob',
        'listProsByPrefectureAndJob',
        'listProsByJobPrefectureAndCity',
        'listProsByJobPrefectureAndCityNotNearby',
        'listProsByJobAndCityGroup',
      ].map((operationId): [string, Refine] => [
        operationId,
        (context, body: ProsByJobResponse) => filterPros(context, body, placeOfQuery(context.query)),
      ]),
    ),
    countPros: ({ query }) => ({
      count: prosIn(one(query.jobTypeId) ?? '', placeOfCountQuery(query)).length,
    }),
    listNewestReviewsByJobType: (_context, body: ProFeedback[]) => body.slice(0, NEWEST_REVIEWS),
    listNewestReviewsByJobTypeAndPrefecture: ({ pathParams, query }, body: ProFeedback[]) => {
      const pros = proIdsIn(pathParams.jobTypeId ?? '', placeOfQuery(query, pathParams));
      return body.filter((review) => pros.has(review.proId)).slice(0, NEWEST_REVIEWS);
    },
    listReviewsByJobType: ({ pathParams, query }, body: ProFeedbackPage) => {
      const pros = proIdsIn(pathParams.jobTypeId ?? '', placeOfQuery(query));
      const placed = body.list.filter((review) => pros.has(review.proId));
      const rate = int(query.rate, 0);
      const matches = rate ? placed.filter((review) => review.rating === rate) : placed;
      const start = (Math.max(1, int(query.page, 1)) - 1) * REVIEWS_PAGE_SIZE;
      return {
        list: matches.slice(start, start + REVIEWS_PAGE_SIZE),
        total: matches.length,
        counts: starCounts(placed),
      };
    },
    // A real backend falls back to the job type's samples when none are local.
    listSampleRequests: ({ query }, body: { prefecture: string; city?: string }[]) => {
      const prefectureId = one(query.prefectureId);
      const local = prefectureId ? body.filter((sample) => sample.prefecture === prefectureId) : body;
      return limit(local.length > 0 ? local : body, query, 'limit', 5);
    },
    listCaseStudiesByJobType: (context, body: CaseStudyPage) => pageCaseStudies(context, body, () => true),
    listCaseStudiesByJobTypeAndPrefecture: (context, body: CaseStudyPage) =>
      caseStudiesIn(context, body, (study) => study.prefecture === context.pathParams.prefecture),
    listCaseStudiesByJobTypeAndCityGroup: (context, body: CaseStudyPage) => {
      const members = inGroup(context.pathParams.group);
      return caseStudiesIn(context, body, (study) => members.has(study.city ?? ''));
    },
    listCaseStudiesByJobTypeAndCity: (context, body: CaseStudyPage) =>
      caseStudiesIn(context, body, (study) => study.city === context.pathParams.city),
    listCaseStudiesByPro: (context, body: CaseStudyPage) => pageCaseStudies(context, body, () => true),
    createRequest: ({ body }, created: CreatedRequest) => ({
      ...created,
      jobTypeId: (body as { jobTypeId: string }).jobTypeId,
    }),
    register: ({ body }, auth: AuthToken) => {
      const input = body as { email?: string; loginPhoneNumber?: string };
      // A new registration starts the on-the-fly account afresh, with what was registered.
      const fresh = ds.sessions.newClient.user;
      if (auth.uid === fresh.id)
        remember({
          ...fresh,
          ...(input.email ? { email: input.email } : {}),
          ...(input.loginPhoneNumber ? { phoneNumber: input.loginPhoneNumber } : {}),
        });
      return auth;
    },
    getCurrentUser: (_context, user: User) => current(user),
    getUser: (_context, user: User) => current(user),
    updateUser: ({ body }) => remember(body as User),
    updateUserAvatar: ({ body }, user: User) => {
      const before = current(user);
      return remember({
        ...before,
        ...(body as object),
        profile: { ...before.profile, ...(body as { profile: object }).profile },
      });
    },
    saveBasicInfo: ({ body }, user: User) => {
      const before = current(user);
      return remember({
        ...before,
        ...(body as object),
        profile: { ...before.profile, ...(body as { profile: object }).profile },
      });
    },
    saveProProfile: ({ body }, user: User) => ({
      ...user,
      proProfile: (body as { proProfile: unknown }).proProfile,
    }),
    updateNotificationPreferences: ({ body }) => body,
    markAnnouncementRead: ({ pathParams }) => ({ announcementId: pathParams.announcementId, isRead: true }),
    markAllNotificationsRead: ({ headers, body }) => {
      const timestamp = (body as { timestamp?: string } | undefined)?.timestamp ?? '';
      const session = sessionByToken.get(headers['x-access-token'] ?? '');
      const list = session ? (ds.notifications[ds.sessions[session].user.id] ?? []) : [];
      return {
        updated: list.filter((notification) => !notification.isRead && notification.time <= timestamp).length,
      };
    },
    createAvailableLocations: ({ body }) => {
      const input = body as {
        selectedCityIds: string[];
        selectedJobTypes: { selectedMeetTypes: string[] }[];
      };
      const meet = new Set(input.selectedJobTypes.flatMap((jobType) => jobType.selectedMeetTypes));
      return {
        cities: Object.fromEntries(input.selectedCityIds.map((key) => [key, true])),
        clientGoToPro: meet.has('clientGoToPro'),
        proGoToClient: meet.has('proGoToClient'),
        remote: meet.has('remote'),
      };
    },
  };

  // ---- language ---------------------------------------------------------------------------
  // Display text follows the UI language: a pro's names and base in Latin letters in English
  // (every fixture pro has them; the Japanese ones otherwise).
  const proInEnglish = <T extends ProListItem | PublicPro>(item: T): T => {
    const pro = proById.get(item.id);
    if (!pro) return item;
    const { name, companyName, locationTitle } = pro.english;
    return {
      ...item,
      name,
      ...(item.companyName && companyName ? { companyName } : {}),
      location: { ...item.location, title: locationTitle },
    };
  };
  const proNameInEnglish = <T extends { proId: string; proName?: string }>(entity: T): T => {
    const pro = proById.get(entity.proId);
    return pro && entity.proName !== undefined
      ? { ...entity, proName: pro.english.companyName ?? pro.english.name }
      : entity;
  };
  const profileInEnglish = (body: PublicPro): PublicPro => ({
    ...proInEnglish(body),
    caseStudies: body.caseStudies.map(proNameInEnglish),
  });
  const studiesInEnglish = (body: CaseStudyPage): CaseStudyPage => ({
    ...body,
    caseStudies: body.caseStudies.map(proNameInEnglish),
  });
  const reviewsInEnglish = (body: ProFeedbackPage): ProFeedbackPage => ({
    ...body,
    list: body.list.map(proNameInEnglish),
  });
  const english: Record<string, (body: never, context: RequestContext) => unknown> = {
    ...Object.fromEntries(
      [
        'listProsByJob',
        'listProsByPrefectureAndJob',
        'listProsByJobPrefectureAndCity',
        'listProsByJobPrefectureAndCityNotNearby',
        'listProsByJobAndCityGroup',
      ].map((operationId) => [
        operationId,
        (body: ProsByJobResponse): ProsByJobResponse => ({ ...body, pros: body.pros.map(proInEnglish) }),
      ]),
    ),
    getUserName: (body: { name: string }, context: RequestContext) => {
      const pro = proById.get(context.pathParams.id ?? '');
      return pro ? { name: pro.english.companyName ?? pro.english.name } : body;
    },
    getPro: profileInEnglish,
    getProBySlug: profileInEnglish,
    getItpUser: profileInEnglish,
    listNewestReviewsByJobType: (body: ProFeedback[]) => body.map(proNameInEnglish),
    listNewestReviewsByJobTypeAndPrefecture: (body: ProFeedback[]) => body.map(proNameInEnglish),
    listReviewsByJobType: reviewsInEnglish,
    listReviewsByUser: reviewsInEnglish,
    ...Object.fromEntries(
      [
        'listCaseStudiesByJobType',
        'listCaseStudiesByJobTypeAndPrefecture',
        'listCaseStudiesByJobTypeAndCityGroup',
        'listCaseStudiesByJobTypeAndCity',
        'listCaseStudiesByPro',
      ].map((operationId) => [operationId, studiesInEnglish]),
    ),
    listProBlogPostsByJobType: (body: ProBlogPost[]) => body.map(proNameInEnglish),
    listProBlogPostsByPro: (body: ProBlogPost[]) => body.map(proNameInEnglish),
  };

  const behaviour: MockBehaviour = {
    select: (context, exampleKeys) => {
      const chooser = select[context.operationId];
      if (!chooser) return undefined;
      const choice = chooser(context);
      // A key the fixtures do not have: a real backend answers 404 where the contract documents
      // it, and an empty list where the operation has one.
      if (choice?.example !== undefined && !exampleKeys.has(choice.example)) {
        return exampleKeys.has('empty') ? { example: 'empty' } : { code: 404 };
      }
      return choice;
    },
    refine: (context, body) => {
      const refiner = refine[context.operationId];
      const refined = refiner ? refiner(context, body as never) : body;
      const translate = wantsEnglish(context) ? english[context.operationId] : undefined;
      return translate ? translate(refined as never, context) : refined;
    },
  };
  return { examples, behaviour };
}

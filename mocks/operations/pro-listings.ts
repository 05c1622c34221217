// The pro lists of a job type, narrowed by place, and their count (openapi/paths/pro-listings.yaml).
// A list is ranked (rating, then review count), filtered by the listing's filters and paged.
import type { ProsByJobResponse } from '../../generated/api';
import { reviewStatistics, type FixturePro } from '../../fixtures/dataset';
import type { PlaceQuery } from '../shared/places';
import type { Operations } from '../shared/operation';
import { int, one, param } from '../shared/request';
import { sameFor } from '../shared/tables';
import type { RequestContext } from '../types';

/** The list operations: one answer, narrowed by the place their parameters name. */
const PRO_LISTS = [
  'listProsByJob',
  'listProsByPrefectureAndJob',
  'listProsByJobPrefectureAndCity',
  'listProsByJobPrefectureAndCityNotNearby',
  'listProsByJobAndCityGroup',
];

const PAGE_SIZE_DEFAULT = 10;

/** Hours of each time-of-day filter value. */
const TIME_RANGES: Record<string, [number, number]> = {
  morning: [8, 11],
  afternoon: [12, 16],
  evening: [17, 20],
  night: [21, 23],
};

const ranked = (pros: FixturePro[]) =>
  [...pros].sort(
    (a, b) =>
      b.profile.reviewStatistics.ratingValue - a.profile.reviewStatistics.ratingValue ||
      b.profile.reviewStatistics.reviewCount - a.profile.reviewStatistics.reviewCount ||
      a.profile.id.localeCompare(b.profile.id),
  );

/** What clients said of these pros about this job type. */
const statisticsOf = (pros: FixturePro[], jobTypeId: string) =>
  reviewStatistics(pros.flatMap((pro) => pro.reviews).filter((review) => review.jobTypeId === jobTypeId));

/** The listing's filters (price range, day and time, matching criteria, pricing item) as one test. */
function listingFilter(context: RequestContext) {
  const { query } = context;
  const [low = 0, high = 0] = (one(query.priceRange) ?? '0-0').split('-').map(Number);
  const day = one(query.day);
  const time = one(query.time);
  const [from, to] = time ? (TIME_RANGES[time] ?? [0, 23]) : [0, 23];
  const criteria = (one(query.matchingCriteriaFilter) ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('.') as [string, string]);
  const pricingKey = one(query.pricingMenuItemKey);
  return (price: number, pro: FixturePro) => {
    if (low > 0 && price < low) return false;
    if (high > 0 && price > high) return false;
    if (day || time) {
      const slots = pro.availableTimes.filter((slot) => {
        const [slotDay, hour] = slot.split('-');
        return (!day || slotDay === day) && Number(hour) >= from && Number(hour) <= to;
      });
      if (slots.length === 0) return false;
    }
    // Own keys only: a criterion named like an Object.prototype member (`constructor`) matches nothing.
    const valuesOf = (key: string) =>
      Object.hasOwn(pro.matchingCriteria, key) ? pro.matchingCriteria[key] : undefined;
    if (criteria.some(([key, value]) => !(valuesOf(key) ?? []).includes(value))) return false;
    // A popular pricing item's key is `<proId>-<menu item key>` (fixtures/dataset.ts), the key the
    // client sends when a visitor picks one; a bare menu item key matches every pro offering it.
    return (
      !pricingKey ||
      pro.pricingMenu.some(
        (item) => item.key === pricingKey || `${pro.profile.id}-${item.key}` === pricingKey,
      )
    );
  };
}

export const proListings: Operations = ({ world, places, english }) => {
  const { prosOf, proById } = world;

  const filterPros = (context: RequestContext, page: ProsByJobResponse, place: PlaceQuery) => {
    const { query } = context;
    const keep = places.inPlace(place);
    const placed = page.pros.flatMap((item) => {
      const pro = proById.get(item.id);
      return pro && keep(pro) ? [{ item, pro }] : [];
    });
    const passes = listingFilter(context);
    const matches = placed.filter(({ item, pro }) => passes(item.startingPrice ?? 0, pro));
    const skip = int(query.skip, 0);
    const size = int(query.size, PAGE_SIZE_DEFAULT);
    return {
      pros: matches.slice(skip, skip + size).map(({ item }) => item),
      totalPros: matches.length,
      // What clients said of the place's pros about this job type: the reviews the page lists
      // beside it. The listing filters narrow the list, not the place's reviews.
      proReviewStatistics: statisticsOf(
        placed.map(({ pro }) => pro),
        one(query.jobType) ?? '',
      ),
    } satisfies ProsByJobResponse;
  };

  return {
    examples: () => ({
      ...sameFor(PRO_LISTS, {
        ...world.perJobType((id): ProsByJobResponse => {
          const pros = prosOf(id);
          return {
            pros: ranked(pros).map((pro) => pro.listItem),
            totalPros: pros.length,
            proReviewStatistics: statisticsOf(pros, id),
          };
        }),
        empty: { pros: [], totalPros: 0 } satisfies ProsByJobResponse,
      }),
      countPros: world.perJobType((id) => places.count(id)),
    }),

    select: { ...sameFor(PRO_LISTS, param('jobType')), countPros: param('jobTypeId') },

    refine: {
      ...sameFor(PRO_LISTS, (context: RequestContext, body: ProsByJobResponse) =>
        filterPros(context, body, places.ofQuery(context.query)),
      ),
      countPros: ({ query }) => places.count(one(query.jobTypeId) ?? '', query),
    },

    english: sameFor(PRO_LISTS, (body: ProsByJobResponse): ProsByJobResponse => ({
      ...body,
      pros: body.pros.map(english.pro),
    })),
  };
};

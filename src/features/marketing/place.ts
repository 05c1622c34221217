// Display names and paths of a resolved marketing page's place.
import type { JobType, Language } from '../../api';
import { localized, localName } from '../../lib/i18n';
import type { MarketingPlace, Resolution } from './resolve';

type Page = Extract<Resolution, { type: 'page' }>;

/** The canonical path of a job type, optionally narrowed by place segments. */
export const jobTypePath = (jobType: Pick<JobType, 'id' | 'categories'>, ...place: string[]) =>
  `/${[...jobType.categories, jobType.id, ...place].join('/')}`;

const prefectureName = (place: MarketingPlace, language: Language) =>
  place.prefecture ? localName(place.prefecture, language) : '';

/** The place as one phrase: 東京都渋谷区 / Shibuya-ku, Tokyo. */
export function placeName(place: MarketingPlace, language: Language): string {
  const prefecture = prefectureName(place, language);
  const major = place.majorCity ? localized(place.majorCity.name, language) : '';
  const group = place.cityGroup ? localName(place.cityGroup, language) : '';
  const city = place.city ? localName(place.city, language) : '';
  switch (place.kind) {
    case 'jobType':
      return '';
    case 'prefecture':
      return prefecture;
    case 'majorCity':
      return language === 'ja' ? `${prefecture}${major}` : `${major}, ${prefecture}`;
    case 'group':
      return language === 'ja' ? `${prefecture}${group}` : `${group}, ${prefecture}`;
    case 'groupCity':
    case 'city':
    case 'majorCityCity':
      // Ward names of designated cities already carry the city (札幌市中央区).
      return language === 'ja' ? `${prefecture}${city}` : `${city}, ${prefecture}`;
  }
}

export interface PlaceCrumb {
  label: string;
  splat: string;
}

/** The job type and each narrowing step as breadcrumbs (paths without the leading slash). */
export function placeCrumbs(page: Page, language: Language): PlaceCrumb[] {
  const { jobType, place } = page;
  const at = (...segments: string[]) => jobTypePath(jobType, ...segments).slice(1);
  const crumbs: PlaceCrumb[] = [{ label: localized(jobType.title, language), splat: at() }];
  if (!place.prefecture) return crumbs;
  crumbs.push({ label: prefectureName(place, language), splat: at(place.prefecture.key) });
  if (place.majorCity) {
    crumbs.push({
      label: localized(place.majorCity.name, language),
      splat: at(place.prefecture.key, place.majorCity.key),
    });
  }
  if (place.cityGroup) {
    crumbs.push({
      label: localName(place.cityGroup, language),
      splat: at(place.prefecture.key, place.cityGroup.cityGroupKey),
    });
  }
  if (place.city) {
    const middle = place.majorCity?.key ?? place.cityGroup?.cityGroupKey;
    crumbs.push({
      label: localName(place.city, language),
      splat: middle
        ? at(place.prefecture.key, middle, place.city.key)
        : at(place.prefecture.key, place.city.key),
    });
  }
  return crumbs;
}

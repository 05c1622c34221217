// The service area step's rules, apart from its screen: what a prefecture change keeps, which city is
// the pro's base (and when its zip code goes with it), and the ways of working per job type the pro
// saved — which the server keeps only as one flag per way (§3: availableLocations {cities,
// clientGoToPro, proGoToClient, remote}), so this browser remembers them per job type in the stored
// "pro sign-up form" (§3, local storage; §4: logout clears it).
import type { MeetType, User } from '../../api';
import {
  browserLocalStorage,
  safeSetItem,
  STORAGE_KEYS,
  type SessionStorageLike,
} from '../../lib/session/storage';
import { zipCodeForCall } from '../../utils/zip-code';
import { MEET_TYPES } from './schemas';

/** Where a looked-up zip code is: its prefecture and city (`GET /locations?zipCode=`). */
export interface ZipPlace {
  zipCode: string;
  prefecture: string;
  city: string;
}

export interface AreaDraft {
  prefecture: string;
  cities: string[];
  /** The zip code as typed. */
  zipCode: string;
  /** Where the zip code was found by its last look-up (or the saved base, which had it). */
  zipPlace?: ZipPlace | undefined;
  /**
   * The zip code (as typed) whose last look-up gave no place — none has it, or no usable answer
   * came: the pro was told to choose the place themselves, and the zip code is not saved.
   */
  zipNoPlace?: string | undefined;
  /** The base's town area (its id), or '' for none. */
  townArea: string;
  meet: Record<string, MeetType[]>;
}

/** The ways of working per job type this browser saved for a pro, as stored. */
export interface RememberedMeet {
  userId: string;
  meet: Record<string, MeetType[]>;
}

const sameZip = (a: string, b: string) =>
  zipCodeForCall(a).replace('-', '') === zipCodeForCall(b).replace('-', '');

/**
 * The draft in `prefecture`. A city is in one prefecture only (and a slug can recur in another:
 * 府中市), so a change keeps none of the cities — nor, with them, their groups or the base's town
 * area — and drops a zip code looked up for another prefecture. Picking the same prefecture again
 * changes nothing.
 */
export function inPrefecture(area: AreaDraft, prefecture: string): AreaDraft {
  if (prefecture === area.prefecture) return area;
  const zipElsewhere = area.zipPlace !== undefined && area.zipPlace.prefecture !== prefecture;
  return {
    ...area,
    prefecture,
    cities: [],
    townArea: '',
    ...(zipElsewhere ? { zipCode: '', zipPlace: undefined } : {}),
  };
}

/** The draft with a place found for the pro (a zip code's, the browser's location): its prefecture, its city ticked. */
export function withPlace(area: AreaDraft, prefecture: string, city: string): AreaDraft {
  const next = inPrefecture(area, prefecture);
  return next.cities.includes(city) ? next : { ...next, cities: [...next.cities, city] };
}

/** The ticked cities the prefecture lists (one saved elsewhere, or before a change, is not among them). */
export const citiesIn = (area: AreaDraft, listed: readonly string[]): string[] =>
  area.cities.filter((key) => listed.includes(key));

/**
 * The zip code typed, when a look-up found it in the chosen prefecture, at a city the prefecture
 * lists (it was not changed since); undefined otherwise — blank, never looked up, not found, the
 * prefecture changed, or a saved base that is not the prefecture's.
 */
export function resolvedZip(area: AreaDraft, listed: readonly string[]): ZipPlace | undefined {
  const place = area.zipPlace;
  return place &&
    area.zipCode.trim() &&
    sameZip(place.zipCode, area.zipCode) &&
    place.prefecture === area.prefecture &&
    listed.includes(place.city)
    ? place
    : undefined;
}

/**
 * A zip code is typed that no look-up resolved: saving it would give the base a zip code of some
 * other city (or of none), so the step asks for a look-up or a blank field instead. Not one whose
 * look-up gave no place: the pro was told to choose the place by hand, which is then saved without it.
 */
export const hasUnresolvedZip = (area: AreaDraft, listed: readonly string[]): boolean =>
  area.zipCode.trim() !== '' &&
  resolvedZip(area, listed) === undefined &&
  !(area.zipNoPlace !== undefined && sameZip(area.zipNoPlace, area.zipCode));

/**
 * The pro's base city: the looked-up zip code's (where the pro said they are), else the first
 * ticked city in the prefecture's list order. Always a city of the chosen prefecture.
 */
export const baseCityKey = (area: AreaDraft, listed: readonly string[]): string | undefined =>
  resolvedZip(area, listed)?.city ?? listed.find((key) => area.cities.includes(key));

/**
 * Per job type, the ways of working saved. The server keeps one flag per way for all job types, so
 * they are this browser's record when it fits the flags (same pro, every job type with ways among
 * the flags, every flag someone's). Without one: a single flag, or a single job type, says it
 * exactly; several flags over several job types do not say which is whose, and every job type is
 * left for the pro to choose again — ticking them all would save ways the pro never offered.
 * Nothing saved yet: the pro goes to the client for every job type.
 */
export function meetOf(user: User, remembered: RememberedMeet | undefined): Record<string, MeetType[]> {
  const pro = user.proProfile;
  const jobTypes = pro?.jobTypes ?? [];
  const flags = MEET_TYPES.filter((type) => pro?.availableLocations?.[type]);
  const each = (types: MeetType[]) => Object.fromEntries(jobTypes.map((id) => [id, types]));
  if (flags.length === 0) return each(['proGoToClient']);
  const record = remembered?.userId === user.id ? remembered.meet : undefined;
  const fits =
    record !== undefined &&
    jobTypes.every(
      (id) => (record[id] ?? []).length > 0 && (record[id] ?? []).every((type) => flags.includes(type)),
    ) &&
    flags.every((type) => jobTypes.some((id) => record[id]?.includes(type)));
  if (fits)
    return Object.fromEntries(
      jobTypes.map((id) => [id, MEET_TYPES.filter((type) => record[id]?.includes(type))]),
    );
  return each(flags.length === 1 || jobTypes.length === 1 ? flags : []);
}

/** The area as saved (or a start: no place yet, the pro goes to the client for every job type). */
export function areaOf(user: User, remembered: RememberedMeet | undefined): AreaDraft {
  const pro = user.proProfile;
  const location = pro?.location;
  return {
    prefecture: location?.prefecture ?? '',
    cities: Object.entries(pro?.availableLocations?.cities ?? {}).flatMap(([key, on]) => (on ? [key] : [])),
    zipCode: location?.zipCode ?? '',
    // A saved zip code was saved with its city as the base.
    zipPlace: location?.zipCode
      ? { zipCode: location.zipCode, prefecture: location.prefecture, city: location.city }
      : undefined,
    townArea: location?.townArea ?? '',
    meet: meetOf(user, remembered),
  };
}

// --- this browser's record of the ways of working, in the stored pro sign-up form ---

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isMeetType = (value: unknown): value is MeetType => MEET_TYPES.some((type) => type === value);

/** The stored form as an object (other parts of the sign-up may keep their fields in it too). */
function storedForm(storage: SessionStorageLike | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEYS.proSignUpForm) ?? 'null');
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The ways of working this browser saved, or undefined when none (or not of this shape) are stored. */
export function readRememberedMeet(storage = browserLocalStorage()): RememberedMeet | undefined {
  const { areaMeet } = storedForm(storage);
  if (!isRecord(areaMeet) || typeof areaMeet.userId !== 'string' || !isRecord(areaMeet.meet))
    return undefined;
  const meet = Object.fromEntries(
    Object.entries(areaMeet.meet).map(([id, types]) => [
      id,
      Array.isArray(types) ? types.filter(isMeetType) : [],
    ]),
  );
  return { userId: areaMeet.userId, meet };
}

/** Keeps the ways of working just saved for the pro; a storage that refuses only loses the record. */
export function rememberMeet(
  userId: string,
  meet: Record<string, MeetType[]>,
  storage = browserLocalStorage(),
): void {
  if (!storage) return;
  const areaMeet: RememberedMeet = { userId, meet };
  safeSetItem(storage, STORAGE_KEYS.proSignUpForm, JSON.stringify({ ...storedForm(storage), areaMeet }));
}

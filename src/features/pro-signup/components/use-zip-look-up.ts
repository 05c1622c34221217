import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  citiesOfPrefectureQueryOptions,
  prefecturesQueryOptions,
  useApi,
  zipCodeQueryOptions,
  type ApiClient,
} from '../../../api';
import type { AppLanguage } from '../../../lib/i18n';
import { zipCode, zipCodeForCall } from '../../../utils/zip-code';
import { withPlace, type AreaDraft, type ZipPlace } from '../area';
import { zipCodeSchema } from '../schemas';

/**
 * The area step's zip code look-up: its prefecture and city become the step's place (and the base),
 * with a message saying what was found. An answer is applied to the answers as they are when it
 * comes (cities or ways of meeting chosen while it was out stay), and only if the zip code is still
 * the one looked up. While it runs (its retries can take seconds) `lookingUp` says so; `failed`:
 * no usable answer came, and the pro chooses the place themselves (the zip code typed stays, and is
 * not saved).
 */
export function useZipLookUp(area: AreaDraft, language: AppLanguage, onDraft: (draft: AreaDraft) => void) {
  const { t } = useTranslation(['account', 'form']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [zipMessage, setZipMessage] = useState<string | undefined>();
  const [lookingUp, setLookingUp] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(area);
  useLayoutEffect(() => {
    latest.current = area;
  });
  // Only the last look-up pressed ends the "looking up" status: an earlier one may answer after it.
  const lastLookUp = useRef(0);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    setZipMessage(undefined);
    setFailed(false);
    // The field is optional: a blank one asks for a zip code to look up, it is not "required".
    if (!area.zipCode.trim()) return setZipMessage(t('proSignup.area.zipNeeded'));
    const checked = zipCodeSchema.safeParse({ zipCode: area.zipCode });
    if (!checked.success) {
      setZipMessage(
        t(`form:${checked.error.issues[0]?.message ?? 'errors.zipCodeNotExists'}` as 'form:errors.required'),
      );
      return;
    }
    const thisLookUp = ++lastLookUp.current;
    setLookingUp(true);
    try {
      const found = await placeOf(
        api,
        queryClient,
        await queryClient.fetchQuery(
          zipCodeQueryOptions(api, zipCodeForCall(checked.data.zipCode), language),
        ),
        language,
      );
      const now = latest.current;
      if (now.zipCode !== area.zipCode) return;
      if (found === null) {
        onDraft({ ...now, zipNoPlace: area.zipCode });
        setZipMessage(t('proSignup.area.zipNotFound'));
        return;
      }
      onDraft({
        ...withPlace(now, found.prefecture, found.city),
        zipCode: found.zipCode,
        zipPlace: found,
        zipNoPlace: undefined,
      });
      setZipMessage(t('proSignup.area.zipFound'));
    } catch {
      const now = latest.current;
      if (now.zipCode !== area.zipCode) return;
      onDraft({ ...now, zipNoPlace: area.zipCode });
      setFailed(true);
    } finally {
      if (lastLookUp.current === thisLookUp) setLookingUp(false);
    }
  };

  return { zipMessage, lookingUp, failed, lookUp };
}

/** An answer the look-up cannot use: the step treats it as no answer (it chose nothing). */
class UnusableAnswer extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The place a zip code look-up answered: null when no area has the zip code (an empty list). An
 * answer not of the contract's shape, or naming a prefecture or a city the location lists do not
 * have, is unusable — ticking it would choose nothing the step shows, while saying it chose.
 */
async function placeOf(
  api: ApiClient,
  queryClient: ReturnType<typeof useQueryClient>,
  answer: unknown,
  language: AppLanguage,
): Promise<ZipPlace | null> {
  if (!Array.isArray(answer)) throw new UnusableAnswer();
  const [first]: unknown[] = answer;
  if (first === undefined) return null;
  if (
    !isRecord(first) ||
    typeof first.zipCode !== 'string' ||
    typeof first.prefecture !== 'string' ||
    typeof first.city !== 'string' ||
    // It becomes the field's text: not one the field would refuse.
    !first.zipCode.trim() ||
    zipCode(first.zipCode) !== undefined
  )
    throw new UnusableAnswer();
  const place = { zipCode: first.zipCode, prefecture: first.prefecture, city: first.city };
  const prefectures = await queryClient.fetchQuery(prefecturesQueryOptions(api, language));
  if (!prefectures.some((prefecture) => prefecture.key === place.prefecture)) throw new UnusableAnswer();
  const cities = await queryClient.fetchQuery(
    citiesOfPrefectureQueryOptions(api, place.prefecture, language),
  );
  if (!cities.some((city) => city.key === place.city)) throw new UnusableAnswer();
  return place;
}

import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
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

/** What a look-up said, and the zip code (as typed) it was about. */
interface Said {
  zipCode: string;
  message?: string | undefined;
  failed?: boolean;
}

/**
 * The area step's zip code look-up: its prefecture and city become the step's place (and the base),
 * with a message saying what was found. An answer is applied to the answers as they are when it
 * comes (cities or ways of meeting chosen while it was out stay), and only if it is the last
 * look-up pressed and the zip code is still the one looked up: an earlier, slower one answering
 * after it (the same zip code typed another way, or another one) would contradict what the pro was
 * told. While it runs (its retries can take seconds) `lookingUp` says so; `failed`: no usable answer
 * came, and the pro chooses the place themselves (the zip code typed stays, and is not saved).
 * Each is about one zip code, and goes once the field no longer holds it: a failure, a message or
 * a look-up under way is not said of the zip code the pro has typed since.
 */
export function useZipLookUp(area: AreaDraft, language: AppLanguage, onDraft: (draft: AreaDraft) => void) {
  const { t } = useTranslation(['account', 'form']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<Said | undefined>();
  // The zip code of the look-up under way (the last one pressed), if any.
  const [lookingUpZip, setLookingUpZip] = useState<string | undefined>();
  const latest = useRef(area);
  useLayoutEffect(() => {
    latest.current = area;
  });
  // Every press counts up: only the last one's answer is applied, and only it ends "looking up".
  const lastLookUp = useRef(0);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const thisLookUp = ++lastLookUp.current;
    const zipCodeTyped = area.zipCode;
    setLookingUpZip(undefined);
    setSaid(undefined);
    // The field is optional: a blank one asks for a zip code to look up, it is not "required".
    if (!zipCodeTyped.trim())
      return setSaid({ zipCode: zipCodeTyped, message: t('proSignup.area.zipNeeded') });
    const checked = zipCodeSchema.safeParse({ zipCode: zipCodeTyped });
    if (!checked.success) {
      setSaid({
        zipCode: zipCodeTyped,
        message: t(
          `form:${checked.error.issues[0]?.message ?? 'errors.zipCodeNotExists'}` as 'form:errors.required',
        ),
      });
      return;
    }
    // Answered for the pro's zip code: no later look-up pressed, nor the zip code changed meanwhile.
    const current = () =>
      lastLookUp.current === thisLookUp && latest.current.zipCode === zipCodeTyped
        ? latest.current
        : undefined;
    setLookingUpZip(zipCodeTyped);
    try {
      const found = await placeOf(
        api,
        queryClient,
        await queryClient.fetchQuery(
          zipCodeQueryOptions(api, zipCodeForCall(checked.data.zipCode), language),
        ),
        language,
      );
      const now = current();
      if (!now) return;
      if (found === null) {
        onDraft({ ...now, zipNoPlace: zipCodeTyped });
        setSaid({ zipCode: zipCodeTyped, message: t('proSignup.area.zipNotFound') });
        return;
      }
      onDraft({
        ...withPlace(now, found.prefecture, found.city),
        zipCode: found.zipCode,
        zipPlace: found,
        zipNoPlace: undefined,
      });
      // The field now holds the zip code as the answer writes it: the message is about that one.
      setSaid({ zipCode: found.zipCode, message: t('proSignup.area.zipFound') });
    } catch {
      const now = current();
      if (!now) return;
      onDraft({ ...now, zipNoPlace: zipCodeTyped });
      setSaid({ zipCode: zipCodeTyped, failed: true });
    } finally {
      if (lastLookUp.current === thisLookUp) setLookingUpZip(undefined);
    }
  };

  const about = said?.zipCode === area.zipCode ? said : undefined;
  return {
    zipMessage: about?.message,
    lookingUp: lookingUpZip !== undefined && lookingUpZip === area.zipCode,
    failed: about?.failed === true,
    lookUp,
  };
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

import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, zipCodeQueryOptions } from '../../../api';
import type { AppLanguage } from '../../../lib/i18n';
import { zipCodeForCall } from '../../../utils/zip-code';
import { withPlace, type AreaDraft } from '../area';
import { zipCodeSchema } from '../schemas';

/**
 * The area step's zip code look-up: its prefecture and city become the step's place (and the base),
 * with a message saying what was found. An answer is applied to the answers as they are when it
 * comes (cities or ways of meeting chosen while it was out stay), and only if the zip code is still
 * the one looked up. While it runs (its retries can take seconds) `lookingUp` says so; `failed`:
 * no answer came, and the pro chooses the place themselves (the zip code typed stays).
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
      const found = await queryClient.fetchQuery(
        zipCodeQueryOptions(api, zipCodeForCall(checked.data.zipCode), language),
      );
      const now = latest.current;
      if (now.zipCode !== area.zipCode) return;
      const [first] = found;
      if (!first) {
        setZipMessage(t('proSignup.area.zipNotFound'));
        return;
      }
      onDraft({
        ...withPlace(now, first.prefecture, first.city),
        zipCode: first.zipCode,
        zipPlace: { zipCode: first.zipCode, prefecture: first.prefecture, city: first.city },
      });
      setZipMessage(t('proSignup.area.zipFound'));
    } catch {
      if (latest.current.zipCode === area.zipCode) setFailed(true);
    } finally {
      if (lastLookUp.current === thisLookUp) setLookingUp(false);
    }
  };

  return { zipMessage, lookingUp, failed, lookUp };
}

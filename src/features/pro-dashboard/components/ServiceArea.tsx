import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { prefectureCitiesQueryOptions, prefecturesQueryOptions, useApi, type ProProfile } from '../../../api';
import { RetryAlert } from '../../../components/QueryFallback';
import { pressedControl, useFocusWhenGone } from '../../../hooks/use-focus-when-gone';
import { useWaitLimit } from '../../../hooks/use-wait-limit';
import type { AppLanguage } from '../../../lib/i18n';

const MEET_TYPES = ['clientGoToPro', 'proGoToClient', 'remote'] as const;

/**
 * The pro's service area: the base prefecture, the cities served (counted; those of the base
 * prefecture named) and the ways of meeting. The places' names come from the location lists: while
 * they load the base says so; if they fail a retry says they could not load — never a key in place
 * of a name; a base the list does not know reads as not available.
 */
export function ServiceArea({ pro, language }: { pro: ProProfile; language: AppLanguage }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const base = pro.location.prefecture;
  const prefecturesOptions = prefecturesQueryOptions(api, language);
  const prefectures = useQuery({ ...prefecturesOptions, enabled: Boolean(base) });
  const prefecturesWait = useWaitLimit(prefectures, prefecturesOptions.queryKey);
  const prefecture = prefectures.data?.find((entry) => entry.key === base);
  const served = Object.entries(pro.availableLocations?.cities ?? {}).flatMap(([key, on]) =>
    on ? [key] : [],
  );
  const cities = served.length;
  // The served cities' names, from the base prefecture's cities (a city elsewhere is counted, not named).
  const citiesOptions = prefectureCitiesQueryOptions(api, base, language);
  const prefectureCities = useQuery({ ...citiesOptions, enabled: cities > 0 && Boolean(base) });
  const citiesWait = useWaitLimit(prefectureCities, citiesOptions.queryKey);
  const named = (prefectureCities.data ?? []).filter((city) => served.includes(city.key));
  const meet = MEET_TYPES.filter((type) => pro.availableLocations?.[type]);

  const prefecturesFailed = prefectures.isError || prefecturesWait.overdue;
  const citiesFailed = prefectureCities.isError || citiesWait.overdue;
  const baseLine = useRef<HTMLParagraphElement>(null);
  const focusWhenGone = useFocusWhenGone();
  const retry = () => {
    const button = pressedControl();
    if (button) focusWhenGone(button, () => baseLine.current);
    if (prefecturesFailed) void prefecturesWait.retry();
    if (citiesFailed) void citiesWait.retry();
  };
  return (
    <section aria-labelledby="pro-dashboard-area">
      <h3 id="pro-dashboard-area">{t('dashboard.area')}</h3>
      {(prefecturesFailed || citiesFailed) && (
        <RetryAlert message={t('dashboard.placeNamesError')} onRetry={retry} />
      )}
      <p ref={baseLine}>
        {/* A pro still registering has no base yet: said so, not "拠点: " with nothing. */}
        {!base
          ? t('dashboard.noBase')
          : prefecture
            ? t('dashboard.base', { place: language === 'en' ? prefecture.nameRome : prefecture.name })
            : prefectures.isPending && !prefecturesFailed
              ? t('dashboard.baseLoading')
              : t('dashboard.baseUnknown')}
      </p>
      <p data-testid="dashboard-cities">
        {cities > 0 ? t('dashboard.cities', { count: cities }) : t('dashboard.noCities')}
      </p>
      {named.length > 0 && (
        <p data-testid="dashboard-city-names">
          {named
            .map((city) => (language === 'en' ? city.nameRome : city.name))
            .join(language === 'en' ? ', ' : '、')}
        </p>
      )}
      {meet.length > 0 && (
        <ul className="pro-dashboard__meet">
          {meet.map((type) => (
            <li key={type}>{t(`dashboard.meet.${type}`)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

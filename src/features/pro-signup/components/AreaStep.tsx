import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  citiesOfPrefectureQueryOptions,
  createAvailableLocations,
  jobTypeSummariesQueryOptions,
  prefecturesQueryOptions,
  saveProProfile,
  townAreaQueryOptions,
  useApi,
  zipCodeQueryOptions,
  type MeetType,
  type User,
} from '../../../api';
import { Chip } from '../../../components/ui/Chip';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/Notice';
import { localized, type AppLanguage } from '../../../lib/i18n';
import { zipCodeForCall } from '../../../utils/zip-code';
import { MEET_TYPES, zipCodeSchema } from '../schemas';
import { CityGroupChips } from './CityGroupChips';
import { GeoSuggestion } from './GeoSuggestion';
import { StepFailure, useStepSave } from './step-save';
import styles from './ProSignup.module.css';

export interface AreaDraft {
  prefecture: string;
  cities: string[];
  zipCode: string;
  /** The base's town area (its id), or '' for none. */
  townArea: string;
  meet: Record<string, MeetType[]>;
}

/** The area as saved (or a start: the pro goes to the client for every job type). */
function areaOf(user: User): AreaDraft {
  const pro = user.proProfile;
  const saved = pro?.availableLocations;
  const flags = MEET_TYPES.filter((type) => saved?.[type]);
  return {
    prefecture: pro?.location.prefecture ?? '',
    cities: Object.entries(saved?.cities ?? {}).flatMap(([key, on]) => (on ? [key] : [])),
    zipCode: pro?.location.zipCode ?? '',
    townArea: pro?.location.townArea ?? '',
    meet: Object.fromEntries(
      (pro?.jobTypes ?? []).map((id) => [id, flags.length > 0 ? flags : ['proGoToClient' as const]]),
    ),
  };
}

/**
 * Step 1: where and how the pro works — a prefecture (or a zip code that finds it and its city),
 * the cities served, and per job type the ways of meeting → `POST /available-locations/create`,
 * then the pro profile with its base (`POST /users/{id}/pro-profile`).
 */
export function AreaStep({
  user,
  language,
  draft,
  onDraft,
  onSaved,
}: {
  user: User;
  language: AppLanguage;
  draft: AreaDraft | undefined;
  onDraft: (draft: AreaDraft) => void;
  onSaved: (user: User) => void;
}) {
  const { t } = useTranslation(['account', 'form', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const area = draft ?? areaOf(user);
  const set = (part: Partial<AreaDraft>) => onDraft({ ...area, ...part });
  const prefectures = useQuery(prefecturesQueryOptions(api, language));
  const cities = useQuery({
    ...citiesOfPrefectureQueryOptions(api, area.prefecture, language),
    enabled: area.prefecture !== '',
  });
  const jobTypes = useQuery(jobTypeSummariesQueryOptions(api, 'proSignUp', language));
  const [zipMessage, setZipMessage] = useState<string | undefined>();
  const [invalid, setInvalid] = useState<'cities' | 'meet' | undefined>();
  const { save, saving, failure } = useStepSave('pro-onboarding-area');
  const pro = user.proProfile;
  // The pro's base: the first chosen city of the prefecture (its town area can be chosen too).
  const baseCity = cities.data?.find((city) => area.cities.includes(city.key));
  const townArea = useQuery({
    ...townAreaQueryOptions(api, baseCity?.townArea ?? '', language),
    enabled: Boolean(baseCity?.townArea),
  });
  const baseTownArea = baseCity?.townArea && townArea.data?.city === baseCity.key ? townArea.data : undefined;

  const lookUp = async () => {
    setZipMessage(undefined);
    const checked = zipCodeSchema.safeParse({ zipCode: area.zipCode });
    if (!checked.success) {
      setZipMessage(
        t(`form:${checked.error.issues[0]?.message ?? 'errors.zipCodeNotExists'}` as 'form:errors.required'),
      );
      return;
    }
    try {
      const found = await queryClient.fetchQuery(
        zipCodeQueryOptions(api, zipCodeForCall(checked.data.zipCode), language),
      );
      const [first] = found;
      if (!first) {
        setZipMessage(t('proSignup.area.zipNotFound'));
        return;
      }
      set({
        prefecture: first.prefecture,
        zipCode: first.zipCode,
        cities: area.cities.includes(first.city) ? area.cities : [...area.cities, first.city],
      });
      setZipMessage(t('proSignup.area.zipFound'));
    } catch {
      setZipMessage(t('proSignup.area.zipFailed'));
    }
  };

  const submit = () => {
    if (!pro) return;
    if (area.cities.length === 0) return setInvalid('cities');
    const selectedJobTypes = pro.jobTypes.map((jobTypeId) => ({
      jobTypeId,
      selectedMeetTypes: area.meet[jobTypeId] ?? [],
    }));
    if (selectedJobTypes.some((entry) => entry.selectedMeetTypes.length === 0)) return setInvalid('meet');
    setInvalid(undefined);
    void save(async () => {
      const saved = await createAvailableLocations(api, { selectedCityIds: area.cities, selectedJobTypes });
      const base = baseCity?.key ?? area.cities[0] ?? '';
      const zip = area.zipCode ? zipCodeForCall(area.zipCode) : '';
      onSaved(
        await saveProProfile(api, user.id, {
          ...pro,
          location: {
            prefecture: area.prefecture,
            city: base,
            ...(baseTownArea && area.townArea === baseTownArea.id ? { townArea: baseTownArea.id } : {}),
            ...(zip && !zipCodeSchema.safeParse({ zipCode: zip }).error ? { zipCode: zip } : {}),
          },
          availableLocations: saved,
        }),
      );
    });
  };

  const toggleCity = (key: string) =>
    set({ cities: area.cities.includes(key) ? area.cities.filter((c) => c !== key) : [...area.cities, key] });
  const toggleMeet = (jobTypeId: string, type: MeetType) => {
    const current = area.meet[jobTypeId] ?? [];
    set({
      meet: {
        ...area.meet,
        [jobTypeId]: current.includes(type) ? current.filter((entry) => entry !== type) : [...current, type],
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} data-testid="area-step">
      <h2 id={`${id}-heading`}>{t('proSignup.steps.area')}</h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-zip`}>{t('proSignup.area.zipCode')}</label>
        <input
          id={`${id}-zip`}
          inputMode="numeric"
          autoComplete="postal-code"
          value={area.zipCode}
          onChange={(event) => set({ zipCode: event.target.value })}
        />
        <p className={styles.hint}>{t('proSignup.area.zipHint')}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void lookUp()}>
          {t('proSignup.area.zipLookUp')}
        </button>
        {zipMessage && (
          <p role="status" data-testid="zip-message">
            {zipMessage}
          </p>
        )}
      </div>
      <GeoSuggestion
        language={language}
        onChoose={(prefecture, city) =>
          set({
            prefecture,
            // Another prefecture's cities are not this one's.
            cities:
              prefecture === area.prefecture && area.cities.includes(city)
                ? area.cities
                : [...(prefecture === area.prefecture ? area.cities : []), city],
          })
        }
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-prefecture`}>{t('proSignup.area.prefecture')}</label>
        <select
          id={`${id}-prefecture`}
          value={area.prefecture}
          onChange={(event) => set({ prefecture: event.target.value })}
        >
          <option value="">{t('proSignup.area.choosePrefecture')}</option>
          {prefectures.data?.map((prefecture) => (
            <option key={prefecture.key} value={prefecture.key}>
              {language === 'en' ? prefecture.nameRome : prefecture.name}
            </option>
          ))}
        </select>
      </div>
      {area.prefecture && cities.data && (
        <CityGroupChips
          language={language}
          prefecture={area.prefecture}
          cityKeys={cities.data.map((city) => city.key)}
          selected={area.cities}
          onChange={(next) => set({ cities: next })}
        />
      )}
      {area.prefecture && (
        <fieldset className={styles.choices} data-testid="cities">
          <legend>{t('proSignup.area.cities', { count: area.cities.length })}</legend>
          {cities.isPending && <p role="status">{t('common:status.loading')}</p>}
          {cities.isError && <p role="alert">{t('proSignup.loadError')}</p>}
          {cities.data?.map((city) => (
            <Chip
              key={city.key}
              checked={area.cities.includes(city.key)}
              onChange={() => toggleCity(city.key)}
            >
              {language === 'en' ? city.nameRome : city.name}
            </Chip>
          ))}
        </fieldset>
      )}
      {invalid === 'cities' && <Notice tone="error">{t('proSignup.area.noCity')}</Notice>}
      {baseCity && baseTownArea && (
        <fieldset className={styles.choices} data-testid="town-area">
          <legend>
            {t('proSignup.area.townArea', { city: language === 'en' ? baseCity.nameRome : baseCity.name })}
          </legend>
          <Chip
            checked={area.townArea === baseTownArea.id}
            onChange={() => set({ townArea: area.townArea === baseTownArea.id ? '' : baseTownArea.id })}
          >
            {language === 'en' ? (baseTownArea.nameRome ?? baseTownArea.name) : baseTownArea.name}
          </Chip>
        </fieldset>
      )}
      {pro?.jobTypes.map((jobTypeId) => (
        <fieldset key={jobTypeId} className={styles.choices} data-testid={`meet-${jobTypeId}`}>
          <legend>
            {t('proSignup.area.meetFor', {
              jobType:
                localized(jobTypes.data?.find((entry) => entry.id === jobTypeId)?.title, language) ||
                jobTypeId,
            })}
          </legend>
          {MEET_TYPES.map((type) => (
            <Chip
              key={type}
              checked={(area.meet[jobTypeId] ?? []).includes(type)}
              onChange={() => toggleMeet(jobTypeId, type)}
            >
              {t(`dashboard.meet.${type}`)}
            </Chip>
          ))}
        </fieldset>
      ))}
      {invalid === 'meet' && <Notice tone="error">{t('proSignup.area.noMeet')}</Notice>}
      <StepFailure failure={failure} />
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={submit}
          disabled={saving || !pro}
          aria-busy={saving}
        >
          {t('proSignup.saveAndNext')}
        </button>
      </div>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import {
  citiesOfPrefectureQueryOptions,
  createAvailableLocations,
  jobTypeSummariesQueryOptions,
  prefecturesQueryOptions,
  saveProProfile,
  townAreaQueryOptions,
  useApi,
  type MeetType,
  type User,
} from '../../../api';
import { Chip } from '../../../components/ui/Chip';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/Notice';
import { localized, type AppLanguage } from '../../../lib/i18n';
import { zipCodeForCall } from '../../../utils/zip-code';
import {
  areaOf,
  baseCityKey,
  citiesIn,
  hasUnresolvedZip,
  inPrefecture,
  readRememberedMeet,
  rememberMeet,
  resolvedZip,
  withPlace,
  type AreaDraft,
} from '../area';
import { MEET_TYPES } from '../schemas';
import { CityGroupChips } from './CityGroupChips';
import { GeoSuggestion } from './GeoSuggestion';
import { StepFailure, useStepSave } from './step-save';
import { useZipLookUp } from './use-zip-look-up';
import styles from './ProSignup.module.css';

export type { AreaDraft } from '../area';

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
  headingRef,
}: {
  user: User;
  language: AppLanguage;
  draft: AreaDraft | undefined;
  onDraft: (draft: AreaDraft) => void;
  onSaved: (user: User) => void;
  /** The onboarding's hold on this step's heading: focused when the step is reached from another. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}) {
  const { t } = useTranslation(['account', 'form', 'common']);
  const api = useApi();
  const id = useId();
  // Read once: the record changes only when this step saves, and then the step is left.
  const [remembered] = useState(readRememberedMeet);
  const area = draft ?? areaOf(user, remembered);
  const prefectures = useQuery(prefecturesQueryOptions(api, language));
  const cities = useQuery({
    ...citiesOfPrefectureQueryOptions(api, area.prefecture, language),
    enabled: area.prefecture !== '',
  });
  const jobTypes = useQuery(jobTypeSummariesQueryOptions(api, 'proSignUp', language));
  const zip = useZipLookUp(area, language, onDraft);
  const [invalid, setInvalid] = useState<'cities' | 'meet' | 'zip' | undefined>();
  const { save, saving, failure } = useStepSave('pro-onboarding-area', 'area');
  const zipField = useRef<HTMLInputElement>(null);
  const pro = user.proProfile;
  const listed = cities.data?.map((city) => city.key) ?? [];
  // Only the prefecture's own cities count, are shown ticked and are sent.
  const chosen = citiesIn(area, listed);
  // The pro's base (its town area can be chosen too): the looked-up zip code's city, else the first chosen.
  const baseKey = baseCityKey(area, listed);
  const baseCity = cities.data?.find((city) => city.key === baseKey);
  const townArea = useQuery({
    ...townAreaQueryOptions(api, baseCity?.townArea ?? '', language),
    enabled: Boolean(baseCity?.townArea),
  });
  const baseTownArea = baseCity?.townArea && townArea.data?.city === baseCity.key ? townArea.data : undefined;
  // Said at the zip code until it is looked up or cleared (or is one whose look-up gave no place).
  const zipInvalid = invalid === 'zip' && hasUnresolvedZip(area, listed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pro) return;
    if (chosen.length === 0) return setInvalid('cities');
    const selectedJobTypes = pro.jobTypes.map((jobTypeId) => ({
      jobTypeId,
      selectedMeetTypes: area.meet[jobTypeId] ?? [],
    }));
    if (selectedJobTypes.some((entry) => entry.selectedMeetTypes.length === 0)) return setInvalid('meet');
    if (hasUnresolvedZip(area, listed)) {
      zipField.current?.focus();
      return setInvalid('zip');
    }
    setInvalid(undefined);
    const zip = resolvedZip(area, listed);
    void save(async () => {
      const saved = await createAvailableLocations(api, { selectedCityIds: chosen, selectedJobTypes });
      rememberMeet(
        user.id,
        Object.fromEntries(selectedJobTypes.map((entry) => [entry.jobTypeId, entry.selectedMeetTypes])),
      );
      onSaved(
        await saveProProfile(api, user.id, {
          ...pro,
          location: {
            prefecture: area.prefecture,
            city: baseKey ?? '',
            ...(baseTownArea && area.townArea === baseTownArea.id ? { townArea: baseTownArea.id } : {}),
            ...(zip ? { zipCode: zipCodeForCall(zip.zipCode) } : {}),
          },
          availableLocations: saved,
        }),
      );
    });
  };

  const toggleCity = (key: string) =>
    onDraft({ ...area, cities: chosen.includes(key) ? chosen.filter((c) => c !== key) : [...chosen, key] });
  const toggleMeet = (jobTypeId: string, type: MeetType) => {
    const current = area.meet[jobTypeId] ?? [];
    onDraft({
      ...area,
      meet: {
        ...area.meet,
        [jobTypeId]: current.includes(type) ? current.filter((entry) => entry !== type) : [...current, type],
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} data-testid="area-step" className={styles.area}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t('proSignup.steps.area')}
      </h2>
      {/* A form of its own: Enter in the zip code looks it up (the step's form below saves). */}
      <form className={styles.field} onSubmit={(event) => void zip.lookUp(event)} noValidate>
        <label htmlFor={`${id}-zip`}>{t('proSignup.area.zipCode')}</label>
        <div className={styles.lookup}>
          <input
            ref={zipField}
            id={`${id}-zip`}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            value={area.zipCode}
            aria-describedby={zipInvalid ? `${id}-zip-hint ${id}-zip-error` : `${id}-zip-hint`}
            aria-invalid={zipInvalid || undefined}
            onChange={(event) => onDraft({ ...area, zipCode: event.target.value })}
          />
          <button type="submit" className={buttonClass('secondary')}>
            {t('proSignup.area.zipLookUp')}
          </button>
        </div>
        {/* By the field the focus is sent to, not at the step's end (off-screen on a phone). */}
        {zipInvalid && (
          <p id={`${id}-zip-error`} className="form-error" data-testid="zip-unresolved">
            {t('proSignup.area.zipUnresolved')}
          </p>
        )}
        <p id={`${id}-zip-hint`} className={styles.hint}>
          {t('proSignup.area.zipHint')}
        </p>
        {/* On the page from the start: a live region added with its words already in it is often
            not read. It says the look-up is under way (with its retries, seconds), then what it found. */}
        <div role="status" data-testid="zip-status">
          {zip.lookingUp ? (
            <p>{t('proSignup.area.zipLookingUp')}</p>
          ) : (
            zip.zipMessage && <p data-testid="zip-message">{zip.zipMessage}</p>
          )}
        </div>
        {/* Said of the zip code in the field only: it goes once that is changed (or looked up again). */}
        {zip.failed && (
          <p role="alert" className="form-error" data-testid="zip-failed">
            {t('proSignup.area.zipFailed')}
          </p>
        )}
      </form>
      <form className={styles.area} onSubmit={submit} noValidate>
        <GeoSuggestion
          language={language}
          onChoose={(prefecture, city) => onDraft(withPlace(area, prefecture, city))}
        />
        <div className={styles.field}>
          <label htmlFor={`${id}-prefecture`}>{t('proSignup.area.prefecture')}</label>
          <select
            id={`${id}-prefecture`}
            value={area.prefecture}
            onChange={(event) => onDraft(inPrefecture(area, event.target.value))}
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
            cityKeys={listed}
            selected={chosen}
            onChange={(next) => onDraft({ ...area, cities: next })}
          />
        )}
        {area.prefecture && (
          <fieldset className={styles.choices} data-testid="cities">
            <legend>{t('proSignup.area.cities', { count: chosen.length })}</legend>
            {cities.isPending && <p role="status">{t('common:status.loading')}</p>}
            {cities.isError && <p role="alert">{t('proSignup.loadError')}</p>}
            {cities.data?.map((city) => (
              <Chip key={city.key} checked={chosen.includes(city.key)} onChange={() => toggleCity(city.key)}>
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
              onChange={() =>
                onDraft({ ...area, townArea: area.townArea === baseTownArea.id ? '' : baseTownArea.id })
              }
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
            type="submit"
            className={buttonClass('primary')}
            disabled={!pro}
            aria-disabled={saving || undefined}
            aria-busy={saving}
          >
            {t('proSignup.saveAndNext')}
          </button>
        </div>
      </form>
    </section>
  );
}

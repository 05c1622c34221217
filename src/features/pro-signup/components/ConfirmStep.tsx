import { useQuery } from '@tanstack/react-query';
import { useId, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import {
  jobTypeSummariesQueryOptions,
  prefecturesQueryOptions,
  saveAvatar,
  useApi,
  type User,
} from '../../../api';
import { buttonClass } from '../../../components/ui/button';
import { localized, type AppLanguage } from '../../../lib/i18n';
import { MEET_TYPES } from '../schemas';
import type { OnboardingStep } from '../steps';
import { StepFailure, useStepSave } from './step-save';
import styles from './ProSignup.module.css';

/**
 * Step 4: what the pro gave, each part with a way back to change it; finishing saves the avatar
 * with profileComplete and no step left (§4: the step becomes null).
 */
export function ConfirmStep({
  user,
  language,
  onEdit,
  onSaved,
  onFinished,
  headingRef,
}: {
  user: User;
  language: AppLanguage;
  onEdit: (step: OnboardingStep) => void;
  onSaved: (user: User) => void;
  onFinished: () => Promise<void>;
  /** The onboarding's hold on this step's heading: focused when the step is reached from another. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const id = useId();
  const jobTypes = useQuery(jobTypeSummariesQueryOptions(api, 'proSignUp', language));
  const prefectures = useQuery(prefecturesQueryOptions(api, language));
  const { save, saving, failure } = useStepSave('pro-onboarding-confirm', 'confirm');
  const pro = user.proProfile;
  const { fullNameKanji, fullNameEnglish, companyNameKanji, avatar, avatarMeta } = user.profile;
  const prefecture = prefectures.data?.find((entry) => entry.key === pro?.location.prefecture);
  const cityCount = Object.values(pro?.availableLocations?.cities ?? {}).filter(Boolean).length;
  // Lists as the page's language writes them: 「A、B」 in Japanese, "A and B" in English.
  const list = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  // A sentence per step: the step's name mid-sentence is lower case in English ("Change your details").
  const edit = (step: Exclude<OnboardingStep, 'confirm'>) => (
    <button type="button" className={buttonClass('quiet')} onClick={() => onEdit(step)}>
      {t(`proSignup.edit.${step}`)}
    </button>
  );

  const finish = () =>
    void save(async () => {
      if (!avatar) return onEdit('avatar');
      onSaved(
        await saveAvatar(api, user.id, {
          url: avatar,
          avatarMeta: avatarMeta ?? { source: 'upload' },
          proRegistrationStep: null,
          profileComplete: true,
        }),
      );
      await onFinished();
    });

  return (
    <section aria-labelledby={`${id}-heading`} data-testid="confirm-step">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t('proSignup.steps.confirm')}
      </h2>
      <dl className={styles.summary}>
        <dt>{t('dashboard.jobTypes')}</dt>
        <dd>
          {list(
            (pro?.jobTypes ?? []).map(
              (jobType) =>
                localized(jobTypes.data?.find((entry) => entry.id === jobType)?.title, language) || jobType,
            ),
          )}
        </dd>
        <dt>{t('proSignup.steps.area')}</dt>
        <dd data-testid="confirm-area">
          {t('proSignup.confirmArea', {
            prefecture:
              (language === 'en' ? prefecture?.nameRome : prefecture?.name) ?? pro?.location.prefecture,
            count: cityCount,
          })}
          {' / '}
          {list(
            MEET_TYPES.filter((type) => pro?.availableLocations?.[type]).map((type) =>
              t(`dashboard.meet.${type}`),
            ),
          )}{' '}
          {edit('area')}
        </dd>
        <dt>{t('name.heading')}</dt>
        <dd data-testid="confirm-name">
          {[
            fullNameKanji && `${fullNameKanji.last} ${fullNameKanji.first}`,
            fullNameEnglish && `${fullNameEnglish.first} ${fullNameEnglish.last}`,
            companyNameKanji,
          ]
            .filter(Boolean)
            .join(' / ')}{' '}
          {edit('basicInfo')}
        </dd>
        <dt>{t('proSignup.steps.avatar')}</dt>
        <dd>
          {avatar && (
            <img
              className={styles.preview}
              src={avatar}
              alt={t('proSignup.avatar.preview')}
              width={96}
              height={96}
            />
          )}{' '}
          {edit('avatar')}
        </dd>
      </dl>
      <StepFailure failure={failure} />
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={finish}
          aria-disabled={saving || undefined}
          aria-busy={saving}
        >
          {t('proSignup.finish')}
        </button>
      </div>
    </section>
  );
}

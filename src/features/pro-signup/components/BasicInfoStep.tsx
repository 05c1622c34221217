import { useId, useMemo, type Ref } from 'react';
import { FormProvider, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import { saveBasicInfo, saveProProfile, useApi, type User } from '../../../api';
import { FieldError, useFieldAria } from '../../../components/form/FieldError';
import { useZodForm } from '../../../components/form/use-zod-form';
import { buttonClass } from '../../../components/ui/button';
import type { AppLanguage } from '../../../lib/i18n';
import { basicInfoBody, basicInfoSchema, basicInfoValues, type BasicInfoValues } from '../schemas';
import { StepFailure, useStepSave } from './step-save';
import styles from './ProSignup.module.css';

function Field({
  name,
  label,
  hint,
  autoComplete = 'off',
  multiline = false,
}: {
  name: keyof BasicInfoValues;
  label: string;
  hint?: string;
  autoComplete?: string;
  multiline?: boolean;
}) {
  const { register } = useFormContext<BasicInfoValues>();
  const id = useId();
  const aria = useFieldAria(name, {
    errorId: `${id}-error`,
    ...(hint ? { descriptionId: `${id}-hint` } : {}),
  });
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} rows={4} {...aria} {...register(name)} />
      ) : (
        <input id={id} type="text" autoComplete={autoComplete} {...aria} {...register(name)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError name={name} id={`${id}-error`} params={() => ({ max: 2000 })} />
    </div>
  );
}

/**
 * Step 2: the pro's names (kanji and romanised; the page's language says which is required), the
 * company's names (furigana required with a kanji company name) and a short introduction →
 * `POST /users/{id}/basic-info`, then the pro profile with the introduction.
 */
export function BasicInfoStep({
  user,
  language,
  draft,
  onDraft,
  onSaved,
  onBack,
  headingRef,
}: {
  user: User;
  language: AppLanguage;
  draft: BasicInfoValues | undefined;
  onDraft: (values: BasicInfoValues) => void;
  onSaved: (user: User) => void;
  onBack: (() => void) | undefined;
  /** The onboarding's hold on this step's heading: focused when the step is reached from another. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const schema = useMemo(() => basicInfoSchema(language), [language]);
  const form = useZodForm(schema, { defaultValues: draft ?? basicInfoValues(user) });
  const { save, saving, failure } = useStepSave('pro-onboarding-basic-info', 'basicInfo');
  const id = useId();

  const submit = form.handleSubmit((values) =>
    save(async () => {
      onDraft(form.getValues());
      const named = await saveBasicInfo(api, user.id, basicInfoBody(values));
      const pro = named.proProfile ?? user.proProfile;
      if (!pro) return onSaved(named);
      const { description: _previous, ...rest } = pro;
      onSaved(
        await saveProProfile(api, user.id, {
          ...rest,
          ...(values.description ? { description: { [language]: values.description } } : {}),
        }),
      );
    }),
  );

  return (
    <section aria-labelledby={`${id}-heading`} data-testid="basic-info-step">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t('proSignup.steps.basicInfo')}
      </h2>
      <FormProvider {...form}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <div className={styles.row}>
            {/* Optional on English pages (the schema's rule): said so there, as the English names are here. */}
            <Field
              name="kanjiLast"
              label={t('name.kanjiLast')}
              autoComplete="family-name"
              {...(language === 'en' ? { hint: t('proSignup.basicInfo.japaneseHint') } : {})}
            />
            <Field name="kanjiFirst" label={t('name.kanjiFirst')} autoComplete="given-name" />
          </div>
          <div className={styles.row}>
            {/* Required on English pages (the schema's rule): not called optional there. */}
            <Field
              name="englishLast"
              label={t('name.englishLast')}
              hint={t(language === 'en' ? 'proSignup.basicInfo.englishHintRequired' : 'name.englishHint')}
            />
            <Field name="englishFirst" label={t('name.englishFirst')} />
          </div>
          <Field
            name="companyNameKanji"
            label={t('proSignup.basicInfo.companyKanji')}
            hint={t('proSignup.basicInfo.companyHint')}
          />
          <Field name="companyNameFurigana" label={t('proSignup.basicInfo.companyFurigana')} />
          <Field name="companyNameEnglish" label={t('proSignup.basicInfo.companyEnglish')} />
          <Field name="description" label={t('proSignup.basicInfo.description')} multiline />
          <StepFailure failure={failure} />
          <div className={styles.actions}>
            {onBack && (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => {
                  onDraft(form.getValues());
                  onBack();
                }}
              >
                {t('proSignup.back')}
              </button>
            )}
            <button
              type="submit"
              className={buttonClass('primary')}
              aria-disabled={saving || undefined}
              aria-busy={saving}
            >
              {t('proSignup.saveAndNext')}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}

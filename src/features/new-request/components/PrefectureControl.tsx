import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import type { Language } from '../../../api';
import { FieldError, useFieldAria } from '../../../components/form/FieldError';
import { localName } from '../../../lib/i18n';
import type { RequestFormValues } from '../form/values';

/** The prefecture of the job, when the page the modal opened from named none. */
export function PrefectureControl({
  prefectures,
  language,
}: {
  prefectures: { key: string; name: string; nameRome?: string }[];
  language: Language;
}) {
  const { t } = useTranslation('request');
  const { register } = useFormContext<RequestFormValues>();
  const id = useId();
  const aria = useFieldAria('where.prefecture', { errorId: `${id}-error` });
  return (
    <div className="request-field" data-field="where.prefecture">
      <label htmlFor={id} className="request-field__title">
        {t('where')} <span className="request-field__required">{t('required')}</span>
      </label>
      <select id={id} {...aria} {...register('where.prefecture')}>
        <option value="">{t('choosePrefecture')}</option>
        {prefectures.map((prefecture) => (
          <option key={prefecture.key} value={prefecture.key}>
            {localName(prefecture, language)}
          </option>
        ))}
      </select>
      <FieldError name="where.prefecture" id={`${id}-error`} className="request-field__error" />
    </div>
  );
}

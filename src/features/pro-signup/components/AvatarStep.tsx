import { useQuery } from '@tanstack/react-query';
import { useId, useState, type Ref } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { saveAvatar, uploadProfilePhoto, useApi, userAvatarQueryOptions, type User } from '../../../api';
import { buttonClass } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/Notice';
import { normalizeWidth } from '../../../utils/width';
import type { AvatarDraft } from '../avatar';
import { StepFailure, useStepSave } from './step-save';
import styles from './ProSignup.module.css';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
/** The largest photo read (a data URL grows it by a third). */
const MAX_BYTES = 5 * 1024 * 1024;

/** §5: a social avatar URL must use https; full-width ASCII is read as half-width. */
export function socialAvatarUrl(value: string): string | undefined {
  const url = normalizeWidth(value).trim();
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the photo could not be read'));
    reader.readAsDataURL(file);
  });

/**
 * Step 3: the profile photo — a file read as an image data URL, or a social-login avatar URL
 * (https only) → `POST /upload/profile-photo`, then `POST /users/{id}/avatar` with the photo and the
 * step it leads to (confirm).
 */
export function AvatarStep({
  user,
  draft,
  onDraft,
  onSaved,
  onBack,
  headingRef,
}: {
  user: User;
  draft: AvatarDraft | undefined;
  onDraft: (draft: AvatarDraft | undefined) => void;
  onSaved: (user: User) => void;
  onBack: (() => void) | undefined;
  /** The onboarding's hold on this step's heading: focused when the step is reached from another. */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}) {
  const { t } = useTranslation('account');
  const api = useApi();
  const id = useId();
  const [social, setSocial] = useState(draft?.source === 'social' ? draft.url : '');
  const [problem, setProblem] = useState<'type' | 'size' | 'read' | 'https' | 'none' | undefined>();
  const { save, saving, failure } = useStepSave('pro-onboarding-avatar', 'avatar');
  // The photo the pro has now (none for a new pro), until another is chosen.
  const current = useQuery(userAvatarQueryOptions(api, user.id));
  const preview =
    draft?.source === 'upload' ? draft.dataUrl : (draft?.url ?? current.data ?? user.profile.avatar);

  const choose = async (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setProblem('type');
    if (file.size > MAX_BYTES) return setProblem('size');
    try {
      onDraft({ source: 'upload', dataUrl: await readAsDataUrl(file) });
    } catch {
      setProblem('read');
    }
  };

  const submit = () => {
    setProblem(undefined);
    let chosen = draft;
    if (social.trim()) {
      const url = socialAvatarUrl(social);
      if (!url) return setProblem('https');
      chosen = { source: 'social', url };
      onDraft(chosen);
    }
    // Back from the confirmation to look at the photo, and none other chosen: the saved one stays,
    // and the step goes on as saved (no upload of the same photo again).
    if (!chosen && user.proRegistrationStep === 'confirm' && (current.data ?? user.profile.avatar))
      return onSaved(user);
    if (!chosen) return setProblem('none');
    const photo =
      chosen.source === 'upload' ? { imageDataUrl: chosen.dataUrl } : { socialLoginAvatarUrl: chosen.url };
    void save(async () => {
      const uploaded = await uploadProfilePhoto(api, photo);
      onSaved(
        await saveAvatar(api, user.id, {
          url: uploaded.url,
          avatarMeta: uploaded.avatarMeta,
          proRegistrationStep: 'confirm',
          profileComplete: false,
        }),
      );
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} data-testid="avatar-step">
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t('proSignup.steps.avatar')}
      </h2>
      <p className={styles.hint}>{t('proSignup.avatar.lead')}</p>
      {preview && (
        <img
          className={styles.preview}
          src={preview}
          alt={t('proSignup.avatar.preview')}
          width={96}
          height={96}
        />
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>{t('proSignup.avatar.file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-social`}>{t('proSignup.avatar.social')}</label>
        <input
          id={`${id}-social`}
          type="url"
          inputMode="url"
          value={social}
          onChange={(event) => setSocial(event.target.value)}
          aria-describedby={`${id}-social-hint`}
        />
        <p id={`${id}-social-hint`} className={styles.hint}>
          {t('proSignup.avatar.socialHint')}
        </p>
      </div>
      {problem && <Notice tone="error">{t(`proSignup.avatar.problems.${problem}`)}</Notice>}
      <StepFailure failure={failure} />
      <div className={styles.actions}>
        {onBack && (
          <button type="button" className={buttonClass('secondary')} onClick={onBack}>
            {t('proSignup.back')}
          </button>
        )}
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={submit}
          aria-disabled={saving || undefined}
          aria-busy={saving}
        >
          {t('proSignup.saveAndNext')}
        </button>
      </div>
    </section>
  );
}

// What the last send led to, under the step: an open request of the same job type to decide about,
// the rate-limit notice, the summary of a send blocked by invalid answers, or the failure.
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { RequestFormValues } from '../form/values';
import type { Submission } from '../submission/submission';

type Failed = Extract<Submission, { status: 'failed' }>;

/** Refusals a visitor gets past by signing in (the sign-in link follows their text). */
const SIGN_IN_CODES = new Set(['PHONE_NUMBER_ALREADY_REGISTERED', 'UNAUTHORIZED']);
const asksToSignIn = ({ failure, emailRegistered }: Failed) =>
  emailRegistered || (failure.kind === 'code' && SIGN_IN_CODES.has(failure.code));

function failureText(t: TFunction<'request'>, { failure, emailRegistered }: Failed): string {
  if (emailRegistered) return t('contact.alreadyRegistered');
  switch (failure.kind) {
    case 'code':
      return t(`errors.codes.${failure.code}` as 'errors.codes.CAPTCHA_FAILED', {
        defaultValue: t('errors.code', { code: failure.code }),
      });
    case 'network':
      return t('errors.network');
    default:
      return t('errors.unknown');
  }
}

export function SubmitNotices({
  submission,
  requestHref,
  signInHref,
  onSendAnyway,
}: {
  submission: Submission;
  requestHref: (requestId: string) => string;
  signInHref: string;
  onSendAnyway: () => void;
}) {
  const { t } = useTranslation('request');
  const { isSubmitted, isSubmitSuccessful } = useFormState<RequestFormValues>();
  const failed = submission.status === 'failed' ? submission : undefined;
  const rateLimited = failed?.failure.kind === 'rateLimited';
  // Said once a send is blocked by an invalid answer, so screen readers hear why nothing was sent.
  const blocked = isSubmitted && !isSubmitSuccessful && !failed;
  return (
    <>
      {submission.status === 'duplicate' && (
        <div className="request-modal__notice" role="alert" data-testid="duplicate-request">
          <h4>{t('duplicate.title')}</h4>
          <p>{t('duplicate.body')}</p>
          <a href={requestHref(submission.duplicateRequestId)}>{t('duplicate.view')}</a>
          <button type="button" onClick={onSendAnyway}>
            {t('duplicate.continue')}
          </button>
        </div>
      )}
      {rateLimited && (
        <p className="request-modal__error" role="alert" data-testid="rate-limited">
          {t('errors.rateLimited')}
        </p>
      )}
      {blocked && (
        <p className="request-modal__error" role="alert" data-testid="request-blocked">
          {t('errors.summary')}
        </p>
      )}
      {failed && !rateLimited && (
        <div className="request-modal__error" role="alert" data-testid="request-error">
          <p>{failureText(t, failed)}</p>
          {asksToSignIn(failed) && <a href={signInHref}>{t('contact.signIn')}</a>}
        </div>
      )}
    </>
  );
}

// What the last send led to, under the step: an open request of the same job type to decide about,
// the rate-limit notice, the summary of a send blocked by invalid answers, or the failure.
import { useCallback, useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/react';
import type { TFunction } from 'i18next';
import { buttonClass } from '../../../components/ui/button';
import type { RequestFormValues } from '../form/values';
import type { Submission } from '../submission/submission';
import styles from './RequestModal.module.css';

type Failed = Extract<Submission, { status: 'failed' }>;

/**
 * Refusals a visitor gets past by signing in (the sign-in link follows their text). A number
 * already registered is not one: the sign-in page takes an email only (the contract has no sign-in
 * by phone number), so that visitor is offered the email route instead.
 */
const SIGN_IN_CODES = new Set(['UNAUTHORIZED']);
const asksToSignIn = ({ failure, emailRegistered }: Failed) =>
  emailRegistered || (failure.kind === 'code' && SIGN_IN_CODES.has(failure.code));
/** Failures of registering by phone that registering by email gets past. */
const offersEmail = ({ failure, phoneVerificationUnavailable }: Failed) =>
  phoneVerificationUnavailable === true ||
  (failure.kind === 'code' && failure.code === 'PHONE_NUMBER_ALREADY_REGISTERED');

function failureText(
  t: TFunction<'request'>,
  { failure, emailRegistered, phoneVerificationUnavailable, accountCreated, sessionEnded }: Failed,
): string {
  // The account exists but nothing signs in with it here: by email, the sign-in once a password is
  // set (the link follows); by phone, registering by email (the button follows).
  if (sessionEnded) return t(emailRegistered ? 'contact.sessionEnded' : 'contact.sessionEndedPhone');
  if (accountCreated)
    return t(failure.kind === 'network' ? 'contact.accountCreatedOffline' : 'contact.accountCreated');
  if (emailRegistered) return t('contact.alreadyRegistered');
  if (phoneVerificationUnavailable) return t('contact.phoneVerificationUnavailable');
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
  sentAt,
  requestHref,
  signInHref,
  onSendAnyway,
  onUseEmail,
}: {
  submission: Submission;
  /** When the send the submission belongs to started: each send's outcome is revealed once. */
  sentAt: number;
  requestHref: (requestId: string) => string;
  signInHref: string;
  onSendAnyway: () => void;
  /** Switches the contact step to registering by email (the number stays as the contact phone). */
  onUseEmail: () => void;
}) {
  const { t } = useTranslation('request');
  const { isSubmitted, isSubmitSuccessful } = useFormState<RequestFormValues>();
  const failed = submission.status === 'failed' ? submission : undefined;
  const rateLimited = failed?.failure.kind === 'rateLimited';
  // Said once a send is blocked by an invalid answer, so screen readers hear why nothing was sent.
  const blocked = isSubmitted && !isSubmitSuccessful && !failed;
  const shown = useRevealOutcome(submission.status, sentAt);
  return (
    <>
      {submission.status === 'duplicate' && (
        <div
          className="request-modal__notice"
          role="alert"
          data-testid="duplicate-request"
          ref={shown}
          tabIndex={-1}
        >
          <h4>{t('duplicate.title')}</h4>
          <p>{t('duplicate.body')}</p>
          {/* The notice's two ways on, tap targets high; secondary, as the action bar's send
              button stays the step's primary one. */}
          <div className={styles.noticeActions}>
            <a href={requestHref(submission.duplicateRequestId)} className={buttonClass('secondary')}>
              {t('duplicate.view')}
            </a>
            <button type="button" className={buttonClass('secondary')} onClick={onSendAnyway}>
              {t('duplicate.continue')}
            </button>
          </div>
        </div>
      )}
      {rateLimited && (
        <p className="request-modal__error" role="alert" data-testid="rate-limited" ref={shown} tabIndex={-1}>
          {t('errors.rateLimited')}
        </p>
      )}
      {blocked && (
        <p className="request-modal__error" role="alert" data-testid="request-blocked">
          {t('errors.summary')}
        </p>
      )}
      {failed && !rateLimited && (
        <div
          className="request-modal__error"
          role="alert"
          data-testid="request-error"
          ref={shown}
          tabIndex={-1}
        >
          <p>{failureText(t, failed)}</p>
          {(asksToSignIn(failed) || offersEmail(failed)) && (
            <div className={styles.noticeActions}>
              {asksToSignIn(failed) && (
                <a href={signInHref} className={buttonClass('secondary')}>
                  {t('contact.signIn')}
                </a>
              )}
              {offersEmail(failed) && (
                <button type="button" className={buttonClass('secondary')} onClick={onUseEmail}>
                  {t('contact.useEmail')}
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </>
  );
}

/**
 * What a send led to (a failure, or an open request to decide about) is shown at the end of the
 * step, on a phone below the fold and under the sticky action bar, while the send button (disabled
 * while sending) or the phone verification's own dialog had the focus. Once a send ends in one, it
 * is scrolled into view and takes the focus: seen, read by a screen reader, and Tab goes on to its
 * link or button. The ref goes on whichever notice is shown.
 */
function useRevealOutcome(status: Submission['status'], sentAt: number) {
  const notice = useRef<HTMLElement | null>(null);
  // Outcomes of sends made while shown: one there already when the step is shown again stays put.
  const revealedFor = useRef(sentAt);
  useEffect(() => {
    if ((status !== 'failed' && status !== 'duplicate') || revealedFor.current === sentAt) return;
    revealedFor.current = sentAt;
    notice.current?.focus({ preventScroll: true });
    notice.current?.scrollIntoView({ block: 'nearest' });
  }, [status, sentAt]);
  return useCallback((element: HTMLElement | null) => {
    notice.current = element;
  }, []);
}

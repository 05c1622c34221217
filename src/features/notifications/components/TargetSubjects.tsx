// What a target page says about its subject: the request (what this tab learnt when it created
// it, and its quotes) or the quote, linked both ways.
import { Link } from '../../../components/Link';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText, Notification } from '../../../api';
import { localized, type AppLanguage } from '../../../lib/i18n';
import { applyLink, appliesOf, type Side } from '../target-content';
import { DateTime } from './DateTime';
import { asLink, requestLinkTo, type RequestLink } from './target-links';

/** What the app learnt of a request when this tab created it (nothing in the contract reads it back). */
export interface CreatedRequestSummary {
  jobTypeTitle: LocalizedText;
  createdTime: string;
  expirationTime: string;
  /** The request's expiry in whole hours. */
  expiryHours: number;
}

/**
 * A number beside its label ("Request number"): the number is what shows; a link's name still says
 * what it is ("Request req-1") when read on its own.
 */
function NumberOf({ label, id }: { label: string; id: string }) {
  return (
    <>
      <span className="visually-hidden">{label}</span> {id}
    </>
  );
}

export function RequestSubject({
  requestId,
  createdRequest,
  language,
  list,
  side,
  backLink,
  messagesLink,
  known,
}: {
  requestId: string;
  createdRequest: CreatedRequestSummary | undefined;
  language: AppLanguage;
  list: readonly Notification[];
  /** Whose side of the quotes the links open (when no notification about one says). */
  side: Side;
  backLink: RequestLink | undefined;
  messagesLink: boolean;
  /** What the page knows of the request, and that it knows nothing more. */
  known: string;
}) {
  const { t } = useTranslation(['common', 'notifications']);
  const titleId = useId();
  const appliesId = useId();
  const applies = appliesOf(requestId, list);
  return (
    <>
      <section className="notification-target__section" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('notifications:target.request')}</h2>
        <dl className="notification-target__facts" data-testid={createdRequest ? 'known-request' : undefined}>
          <dt>{t('notifications:target.requestNumber')}</dt>
          <dd data-testid="request-id">
            {backLink ? (
              <Link {...asLink(backLink)}>
                <NumberOf label={t('notifications:target.request')} id={requestId} />
              </Link>
            ) : (
              requestId
            )}
          </dd>
          {createdRequest && (
            <>
              <dt>{t('notifications:target.jobType')}</dt>
              <dd>{localized(createdRequest.jobTypeTitle, language)}</dd>
              <dt>{t('notifications:target.createdTime')}</dt>
              <dd>
                <DateTime iso={createdRequest.createdTime} language={language} />
              </dd>
              <dt>{t('notifications:target.expirationTime')}</dt>
              <dd>
                <DateTime iso={createdRequest.expirationTime} language={language} />{' '}
                <span className="notification-target__nowrap">
                  {t('notifications:target.expiryHours', { count: createdRequest.expiryHours })}
                </span>
              </dd>
            </>
          )}
        </dl>
        <p className="notification-target__known">{known}</p>
        {messagesLink && (
          <Link
            to="/request-detail/$requestId/apply-detail"
            params={{ requestId }}
            search={{ activePage: 'message' }}
          >
            {t('notifications:target.messagesLink')}
          </Link>
        )}
      </section>
      <section
        className="notification-target__section"
        aria-labelledby={appliesId}
        data-testid="request-applies"
      >
        <h2 id={appliesId}>{t('notifications:target.applies')}</h2>
        {applies.length === 0 ? (
          <p>{t('notifications:target.noApplies')}</p>
        ) : (
          <ul className="notification-target__links">
            {applies.map((applyId) => (
              <li key={applyId}>
                <Link {...asLink(applyLink(applyId, requestId, list, side))}>
                  {t('notifications:target.applyLink', { id: applyId })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function ApplySubject({
  applyId,
  requestId,
  requestPage,
  known,
}: {
  applyId: string;
  requestId: string | undefined;
  requestPage: 'request' | 'requestDetail';
  known: string;
}) {
  const { t } = useTranslation(['common', 'notifications']);
  const titleId = useId();
  return (
    <section className="notification-target__section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('notifications:target.apply')}</h2>
      <dl className="notification-target__facts">
        <dt>{t('notifications:target.applyNumber')}</dt>
        <dd data-testid="apply-id">{applyId}</dd>
        <dt>{t('notifications:target.requestNumber')}</dt>
        <dd>
          {requestId ? (
            <Link {...asLink(requestLinkTo(requestPage, requestId))}>
              <NumberOf label={t('notifications:target.request')} id={requestId} />
            </Link>
          ) : (
            t('notifications:target.requestUnknown')
          )}
        </dd>
      </dl>
      <p className="notification-target__known">{known}</p>
    </section>
  );
}

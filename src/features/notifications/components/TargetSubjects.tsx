// What a target page says about its subject: the request (what this tab learnt when it created
// it, and its quotes) or the quote, linked both ways.
import { Link } from '../../../components/Link';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import type { LocalizedText, Notification } from '../../../api';
import { dataTextLang, localized, type AppLanguage } from '../../../lib/i18n';
import { applyLink, appliesOf, type Side } from '../target-content';
import { DateTime, isReadableTime } from './DateTime';
import { asLink, requestLinkTo, type RequestLink } from './target-links';

/** What the app learnt of a request when this tab created it (nothing in the contract reads it back). */
export interface CreatedRequestSummary {
  jobTypeTitle: LocalizedText;
  createdTime: string;
  expirationTime: string;
  /** The request's expiry in whole hours; undefined when its times do not give one (unreadable, inverted). */
  expiryHours: number | undefined;
}

/**
 * Where the page's list of notifications is: what is known from it (a request's quotes, a quote's
 * request) is said only once it has `loaded` — while it loads, or after it failed, "none yet"
 * would be a claim nobody checked.
 */
export type ListState = 'loading' | 'failed' | 'loaded';

/** In place of what the list would tell: that it is loading, or that it could not load (its alert says so too). */
function NotFromList({ state }: { state: Exclude<ListState, 'loaded'> }) {
  const { t } = useTranslation(['common', 'notifications']);
  return <>{state === 'loading' ? t('status.loading') : t('notifications:loadError')}</>;
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
  listState,
}: {
  requestId: string;
  createdRequest: CreatedRequestSummary | undefined;
  language: AppLanguage;
  list: readonly Notification[];
  listState: ListState;
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
          {createdRequest && <CreatedFacts request={createdRequest} language={language} />}
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
        {listState !== 'loaded' ? (
          <p>
            <NotFromList state={listState} />
          </p>
        ) : applies.length === 0 ? (
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
  listState,
}: {
  applyId: string;
  /** The quote's request, from the address or a notification about the quote. */
  requestId: string | undefined;
  requestPage: 'request' | 'requestDetail';
  known: string;
  listState: ListState;
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
          ) : listState === 'loaded' ? (
            t('notifications:target.requestUnknown')
          ) : (
            <NotFromList state={listState} />
          )}
        </dd>
      </dl>
      <p className="notification-target__known">{known}</p>
    </section>
  );
}

/**
 * The created request's service and times: a time this tab cannot read is left out with its label
 * (never an empty date), and the hours only when the times give them (never "0 hours" for an
 * unknown or inverted expiry). A title known only in Japanese is marked so on English pages.
 */
function CreatedFacts({ request, language }: { request: CreatedRequestSummary; language: AppLanguage }) {
  const { t } = useTranslation('notifications');
  const title = localized(request.jobTypeTitle, language);
  const hours = request.expiryHours;
  return (
    <>
      {title && (
        <>
          <dt>{t('target.jobType')}</dt>
          <dd lang={dataTextLang(title, language)}>{title}</dd>
        </>
      )}
      {isReadableTime(request.createdTime) && (
        <>
          <dt>{t('target.createdTime')}</dt>
          <dd>
            <DateTime iso={request.createdTime} language={language} />
          </dd>
        </>
      )}
      {isReadableTime(request.expirationTime) && (
        <>
          <dt>{t('target.expirationTime')}</dt>
          <dd>
            <DateTime iso={request.expirationTime} language={language} />
            {hours !== undefined && hours > 0 && (
              <>
                {' '}
                <span className="notification-target__nowrap">
                  {t('target.expiryHours', { count: hours })}
                </span>
              </>
            )}
          </dd>
        </>
      )}
    </>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import {
  type LocalizedText,
  markNotificationRead,
  type Notification,
  notificationsQueryOptions,
  useApi,
} from '../../../api';
import {
  formatRelativeTime,
  localized,
  notificationText,
  siteTimeZone,
  type AppLanguage,
} from '../../../lib/i18n';
import {
  applyLink,
  appliesOf,
  notificationsAt,
  requestOfApply,
  type ApplyLink,
  type TargetScope,
} from '../target-content';
import './notification-target.css';

export type TargetKind =
  'request' | 'apply' | 'applyDetail' | 'requestDetail' | 'dashboardPro' | 'billing' | 'missions';

/** What the app learnt of a request when this tab created it (nothing in the contract reads it back). */
export interface CreatedRequestSummary {
  jobTypeTitle: LocalizedText;
  createdTime: string;
  expirationTime: string;
  /** The request's expiry in whole hours. */
  expiryHours: number;
}

type RequestLink =
  | { to: '/request/$requestId'; params: { requestId: string } }
  | { to: '/request-detail/$requestId'; params: { requestId: string } };

const requestLinkTo = (page: 'request' | 'requestDetail', requestId: string): RequestLink =>
  page === 'request'
    ? { to: '/request/$requestId', params: { requestId } }
    : { to: '/request-detail/$requestId', params: { requestId } };

// The targets are a closed set of typed routes; Link's generics cannot follow a union of them.
const asLink = (target: RequestLink | ApplyLink) => target as LinkProps;

const dateTimeFormats: Record<AppLanguage, Intl.DateTimeFormat> = {
  ja: new Intl.DateTimeFormat('ja-JP', { timeZone: siteTimeZone, dateStyle: 'medium', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-US', { timeZone: siteTimeZone, dateStyle: 'medium', timeStyle: 'short' }),
};

function DateTime({ iso, language }: { iso: string; language: AppLanguage }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={iso}>{dateTimeFormats[language].format(date)}</time>;
}

/**
 * The page a notification opens, for a signed-in user: the notifications that
 * point at it, from the bell's own list (texts, time, read state, marking one read), and the
 * request or quote they concern, linked both ways. The contract has no call that reads a request,
 * a quote, billing or missions, so the page says what it knows and that nothing more is known.
 */
export function NotificationTargetPage({
  kind,
  scope,
  userId,
  activePage,
  createdRequest,
  requestPage = 'request',
  messagesLink = false,
  requestLink = false,
}: {
  kind: TargetKind;
  scope: TargetScope;
  userId: string;
  activePage?: 'message' | undefined;
  /** The request as this tab created it, on a request's pages. */
  createdRequest?: CreatedRequestSummary | undefined;
  /** Which page shows "its request" (the pro's side and the request's messages use its details). */
  requestPage?: 'request' | 'requestDetail';
  /** The request's details link to its quotes and messages. */
  messagesLink?: boolean;
  /** A page below a request (its quotes and messages) links back to it. */
  requestLink?: boolean;
}) {
  const { t, i18n } = useTranslation(['common', 'notifications']);
  const language: AppLanguage = i18n.language === 'en' ? 'en' : 'ja';
  const api = useApi();
  const query = useQuery(notificationsQueryOptions(api, userId));
  const list = query.data ?? [];
  const here = notificationsAt(scope, list);
  const heading = t(`notificationTargets.${kind}`);

  const known =
    scope.type === 'request'
      ? createdRequest
        ? t('notifications:target.knownFromCreation')
        : t('notifications:target.requestKnownFromNotifications')
      : scope.type === 'apply'
        ? t('notifications:target.applyKnownFromNotifications')
        : t('notifications:target.sectionKnownFromNotifications');

  return (
    <article className="notification-target" data-target-kind={kind}>
      <title>{`${heading} | ${t('appName')}`}</title>
      <meta name="robots" content="noindex" />
      <Breadcrumbs items={[{ label: t('nav.start'), target: 'start' }, { label: heading }]} />
      <h1>{heading}</h1>
      {activePage === 'message' && <p data-testid="active-page">{t('notificationTargets.messagesOpen')}</p>}
      {scope.type === 'request' && (
        <RequestSubject
          requestId={scope.requestId}
          createdRequest={createdRequest}
          language={language}
          list={list}
          backLink={requestLink ? requestLinkTo(requestPage, scope.requestId) : undefined}
          messagesLink={messagesLink}
          known={known}
        />
      )}
      {scope.type === 'apply' && (
        <ApplySubject
          applyId={scope.applyId}
          requestId={scope.requestId ?? requestOfApply(scope.applyId, list)}
          requestPage={requestPage}
          known={known}
        />
      )}
      {scope.type === 'section' && <p className="notification-target__known">{known}</p>}
      <section className="notification-target__section" aria-labelledby={`${kind}-notifications`}>
        <h2 id={`${kind}-notifications`}>{t('notifications:target.notifications')}</h2>
        {query.isPending ? (
          <p role="status">{t('status.loading')}</p>
        ) : query.isError ? (
          <div role="alert">
            <p>{t('notifications:loadError')}</p>
            <button type="button" onClick={() => void query.refetch()}>
              {t('status.retry')}
            </button>
          </div>
        ) : here.length === 0 ? (
          <p data-testid="target-empty">{t('notifications:target.empty')}</p>
        ) : (
          <ul className="target-notifications" data-testid="target-notifications">
            {here.map((notification) => (
              <TargetNotification
                key={notification.id}
                notification={notification}
                userId={userId}
                language={language}
                list={list}
                withLinks={scope.type === 'section'}
              />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function RequestSubject({
  requestId,
  createdRequest,
  language,
  list,
  backLink,
  messagesLink,
  known,
}: {
  requestId: string;
  createdRequest: CreatedRequestSummary | undefined;
  language: AppLanguage;
  list: readonly Notification[];
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
          <dt>{t('notificationTargets.requestId')}</dt>
          <dd data-testid="request-id">
            {backLink ? (
              <Link {...asLink(backLink)}>{t('notifications:target.requestLink', { id: requestId })}</Link>
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
                <Link {...asLink(applyLink(applyId, requestId, list))}>
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

function ApplySubject({
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
        <dt>{t('notificationTargets.applyId')}</dt>
        <dd data-testid="apply-id">{applyId}</dd>
        <dt>{t('notifications:target.request')}</dt>
        <dd>
          {requestId ? (
            <Link {...asLink(requestLinkTo(requestPage, requestId))}>
              {t('notifications:target.requestLink', { id: requestId })}
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

function TargetNotification({
  notification,
  userId,
  language,
  list,
  withLinks,
}: {
  notification: Notification;
  userId: string;
  language: AppLanguage;
  list: readonly Notification[];
  withLinks: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const api = useApi();
  const queryClient = useQueryClient();
  const { requestId, applyId } = notification.data;
  return (
    <li className="target-notification" data-read={notification.isRead}>
      {notification.avatarUrl ? (
        <img
          className="target-notification__avatar"
          src={notification.avatarUrl}
          alt=""
          width={40}
          height={40}
        />
      ) : (
        <span className="target-notification__avatar" aria-hidden="true" />
      )}
      <div className="target-notification__body">
        <p className="target-notification__text">{notificationText(i18n, notification)}</p>
        <p className="target-notification__meta">
          <time
            dateTime={notification.time}
            title={dateTimeFormats[language].format(new Date(notification.time))}
          >
            {formatRelativeTime(notification.time, new Date(), language)}
          </time>
          <span
            className={`target-notification__state target-notification__state--${notification.isRead ? 'read' : 'unread'}`}
          >
            {notification.isRead ? t('target.read') : t('target.unread')}
          </span>
        </p>
        {withLinks && (requestId || applyId) && (
          <p className="target-notification__links">
            {requestId && (
              <Link {...asLink(requestLinkTo('request', requestId))}>
                {t('target.requestLink', { id: requestId })}
              </Link>
            )}
            {applyId && (
              <Link {...asLink(applyLink(applyId, requestId, list))}>
                {t('target.applyLink', { id: applyId })}
              </Link>
            )}
          </p>
        )}
      </div>
      {!notification.isRead && (
        <button
          type="button"
          className="target-notification__mark"
          // The same change as opening it from the bell: the cache first, then the server.
          onClick={() =>
            void markNotificationRead(api, queryClient, userId, notification.id).catch(() => undefined)
          }
        >
          {t('markRead')}
        </button>
      )}
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationsQueryOptions, useApi } from '../../../api';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import type { AppLanguage } from '../../../lib/i18n';
import { notificationsAt, requestOfApply, type TargetScope } from '../target-content';
import { requestLinkTo } from './target-links';
import { TargetNotification } from './TargetNotification';
import { ApplySubject, RequestSubject, type CreatedRequestSummary } from './TargetSubjects';
import './notification-target.css';

type TargetKind =
  'request' | 'apply' | 'applyDetail' | 'requestDetail' | 'dashboardPro' | 'billing' | 'missions';

/**
 * The page's title says what it shows, whoever looks (a client or a pro): the request's quotes page
 * (`applyDetail` about a request) is not a quote's.
 */
const titleOf = (kind: TargetKind, scope: TargetScope) =>
  kind === 'applyDetail' && scope.type === 'request' ? 'requestApplies' : kind;

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
  children,
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
  /** What the page shows of its own above the notifications (the pro's dashboard). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(['common', 'notifications']);
  const language: AppLanguage = i18n.language === 'en' ? 'en' : 'ja';
  const api = useApi();
  const query = useQuery(notificationsQueryOptions(api, userId));
  const list = query.data ?? [];
  const here = notificationsAt(scope, list);
  const heading = t(`notifications:target.titles.${titleOf(kind, scope)}`);
  const listHeadingId = `${kind}-notifications`;

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
      {activePage === 'message' && (
        <p className="notification-target__known" data-testid="active-page">
          {t('notifications:target.messagesNote')}
        </p>
      )}
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
      {children}
      {scope.type === 'section' && <p className="notification-target__known">{known}</p>}
      <section className="notification-target__section" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} tabIndex={-1}>
          {t('notifications:target.notifications')}
        </h2>
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
                listHeadingId={listHeadingId}
              />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

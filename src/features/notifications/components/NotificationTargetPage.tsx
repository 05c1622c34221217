import { useQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { notificationKeys, notificationsQueryOptions, useApi } from '../../../api';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { RetryAlert } from '../../../components/QueryFallback';
import { pressedControl, useFocusWhenGone } from '../../../hooks/use-focus-when-gone';
import { useWaitLimit } from '../../../hooks/use-wait-limit';
import type { AppLanguage } from '../../../lib/i18n';
import { notificationsAt, requestOfApply, type Side, type TargetScope } from '../target-content';
import { requestLinkTo } from './target-links';
import { TargetNotification } from './TargetNotification';
import { ApplySubject, RequestSubject, type CreatedRequestSummary, type ListState } from './TargetSubjects';
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
 * Whose side the page's links open: a client's request and quote pages are the client's; a request's
 * details (and its quotes), the pro's quote page and billing, missions and the dashboard (what
 * leads there is a pro's) are the pro's.
 */
const sideOf = (kind: TargetKind, scope: TargetScope, requestPage: 'request' | 'requestDetail'): Side =>
  scope.type === 'section' || kind === 'requestDetail' || requestPage === 'requestDetail' ? 'pro' : 'client';

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
  // A list call that never answers says so after a while, with a retry (not "loading" for good).
  const { overdue, retry } = useWaitLimit(query, notificationKeys.list(userId));
  const focusWhenGone = useFocusWhenGone();
  // What shows where the retry was, once the list has loaded: the focus goes on there.
  const content = useRef<HTMLElement>(null);
  const list = query.data ?? [];
  const listState: ListState = query.isError || overdue ? 'failed' : query.isPending ? 'loading' : 'loaded';
  const side = sideOf(kind, scope, requestPage);
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
          side={side}
          backLink={requestLink ? requestLinkTo(requestPage, scope.requestId) : undefined}
          messagesLink={messagesLink}
          known={known}
          listState={listState}
        />
      )}
      {scope.type === 'apply' && (
        <ApplySubject
          applyId={scope.applyId}
          requestId={scope.requestId ?? requestOfApply(scope.applyId, list)}
          requestPage={requestPage}
          known={known}
          listState={listState}
        />
      )}
      {children}
      {scope.type === 'section' && <p className="notification-target__known">{known}</p>}
      <section className="notification-target__section" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} tabIndex={-1}>
          {t('notifications:target.notifications')}
        </h2>
        {query.isError || overdue ? (
          <RetryAlert
            message={t('notifications:loadError')}
            onRetry={() => {
              const button = pressedControl();
              if (button) focusWhenGone(button, () => content.current);
              void retry();
            }}
          />
        ) : query.isPending ? (
          <p role="status">{t('status.loading')}</p>
        ) : here.length === 0 ? (
          <p ref={(element) => void (content.current = element)} data-testid="target-empty">
            {t('notifications:target.empty')}
          </p>
        ) : (
          <ul
            ref={(element) => void (content.current = element)}
            className="target-notifications"
            data-testid="target-notifications"
          >
            {here.map((notification) => (
              <TargetNotification
                key={notification.id}
                notification={notification}
                userId={userId}
                language={language}
                list={list}
                withLinks={scope.type === 'section'}
                side={side}
                listHeadingId={listHeadingId}
              />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

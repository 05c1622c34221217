import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../../components/Breadcrumbs';

export type TargetKind =
  'request' | 'apply' | 'applyDetail' | 'requestDetail' | 'dashboardPro' | 'billing' | 'missions';

/**
 * The page a notification opens (product spec §2). What it holds (the request, the quote and its
 * messages, billing, missions) has no call in the contract; the frame says which item it is and
 * which section is active.
 */
export function NotificationTarget({
  kind,
  ids,
  activePage,
}: {
  kind: TargetKind;
  ids: { requestId?: string; applyId?: string };
  activePage?: 'message';
}) {
  const { t } = useTranslation();
  const heading = t(`notificationTargets.${kind}`);
  return (
    <article className="notification-target" data-target-kind={kind}>
      <title>{`${heading} | ${t('appName')}`}</title>
      <meta name="robots" content="noindex" />
      <Breadcrumbs items={[{ label: t('nav.start'), target: 'start' }, { label: heading }]} />
      <h1>{heading}</h1>
      <dl className="notification-target__ids">
        {ids.requestId && (
          <>
            <dt>{t('notificationTargets.requestId')}</dt>
            <dd data-testid="request-id">{ids.requestId}</dd>
          </>
        )}
        {ids.applyId && (
          <>
            <dt>{t('notificationTargets.applyId')}</dt>
            <dd data-testid="apply-id">{ids.applyId}</dd>
          </>
        )}
      </dl>
      {activePage === 'message' && <p data-testid="active-page">{t('notificationTargets.messagesOpen')}</p>}
      <p>{t('notificationTargets.signedInOnly')}</p>
      <Link to="/start">{t('notFound.backToStart')}</Link>
    </article>
  );
}

// The signed-in pages' view while the stored session loads. Apart from their failure views
// (SessionState.tsx): the route layout holds this one in the first page's JavaScript.
import { useTranslation } from '../../../lib/i18n/react';
import { usePendingView } from '../pending-view';

/**
 * A page only signed-in users see, while the stored session loads: the page's place says so (a
 * status, announced once) and the document has a title, instead of an empty page.
 */
export function SessionPending() {
  const { t } = useTranslation('common');
  const mark = usePendingView();
  return (
    <section className="state" aria-busy="true" {...mark}>
      <title>{`${t('status.loading')} | ${t('appName')}`}</title>
      <p role="status">{t('auth.session.checking')}</p>
    </section>
  );
}

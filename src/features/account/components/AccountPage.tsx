import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react';
import { useApi, userQueryOptions, type User } from '../../../api';
import { QueryFallback } from '../../../components/QueryFallback';
import { Tabs } from '../../../components/ui/Tabs';
import { ContactDetails } from './ContactDetails';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { PreferencesForm } from './PreferencesForm';
import type { AccountTab } from '../tabs';
import './account.css';

/** The width of the tab row's faded edge (account.css): a tab under it is not yet in view. */
const TAB_FADE_PX = 32;

/** Where the tab row goes on beyond its visible part: 'start', 'end', both or neither (''). */
function tabOverflowOf(list: HTMLElement): string {
  const start = list.scrollLeft > 1;
  const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  return [start && 'start', end && 'end'].filter(Boolean).join(' ');
}

/** Scrolls the tab row (only it, not the page) so that `tab` is wholly in view, clear of the fades. */
function revealTab(list: HTMLElement, tab: HTMLElement) {
  const view = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < view.left + TAB_FADE_PX) list.scrollLeft -= view.left + TAB_FADE_PX - box.left;
  else if (box.right > view.right - TAB_FADE_PX) list.scrollLeft += box.right - (view.right - TAB_FADE_PX);
}

/**
 * On a phone the tab row scrolls sideways (Tabs): the selected tab is scrolled into the row's view
 * (a page opened at `?tab=notifications` would show it cut), and the page marks the side where the
 * row goes on (`data-tab-overflow`), which account.css fades, so that the row shows it scrolls.
 */
function useTabRow(tab: AccountTab, language: string) {
  const pageRef = useRef<HTMLElement>(null);
  const [tabOverflow, setTabOverflow] = useState('');
  const listOf = () => pageRef.current?.querySelector<HTMLElement>('[role="tablist"]') ?? null;

  useEffect(() => {
    const list = listOf();
    if (!list) return;
    const measure = () => setTabOverflow(tabOverflowOf(list));
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
    // The tabs' widths change with their language.
  }, [language]);

  useEffect(() => {
    const list = listOf();
    const selected = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (list && selected) revealTab(list, selected);
  }, [tab, language]);

  return { pageRef, tabOverflow };
}

/**
 * The signed-in user's settings, one tab each: name, password and email notifications. The tab is
 * the page's `?tab=` (linkable, kept on reload); every form stays mounted, so what was typed in one
 * tab is still there after a look at another.
 */
export function AccountPage({
  userId,
  onUserSaved,
  tab,
  onTab,
}: {
  userId: string;
  onUserSaved: (user: User) => void;
  tab: AccountTab;
  onTab: (tab: AccountTab) => void;
}) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const api = useApi();
  const query = useQuery(userQueryOptions(api, userId));
  const { pageRef, tabOverflow } = useTabRow(tab, i18n.language);
  // The session a name typed when it ended is kept with (kept-name.ts): the app's, in the router
  // context; absent where the page is shown alone, outside the app's router (nothing is kept then).
  const session = useRouteContext({ from: '__root__', select: (context) => context.auth?.store });
  const name =
    query.isPending || query.isError ? (
      <QueryFallback query={query} error={t('loadError')} />
    ) : (
      <NameForm user={query.data} onSaved={onUserSaved} session={session} />
    );
  return (
    <article className="account-page" ref={pageRef} data-tab-overflow={tabOverflow}>
      <title>{`${t('title')} | ${t('common:appName')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('title')}</h1>
      <Tabs
        label={t('tabs.label')}
        selected={tab}
        onSelect={onTab}
        tabs={[
          {
            key: 'name',
            label: t('tabs.name'),
            panel: (
              <>
                {name}
                <ContactDetails userId={userId} phoneShareable={query.data?.phoneNumberShareable} />
              </>
            ),
          },
          { key: 'password', label: t('tabs.password'), panel: <PasswordForm userId={userId} /> },
          {
            key: 'notifications',
            label: t('tabs.notifications'),
            panel: <PreferencesForm userId={userId} />,
          },
        ]}
      />
    </article>
  );
}

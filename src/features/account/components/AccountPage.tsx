import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, userQueryOptions, type User } from '../../../api';
import { QueryFallback } from '../../../components/QueryFallback';
import { Tabs } from '../../../components/ui/Tabs';
import { ContactDetails } from './ContactDetails';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { PreferencesForm } from './PreferencesForm';
import type { AccountTab } from '../tabs';
import './account.css';

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
  const { t } = useTranslation(['account', 'common']);
  const api = useApi();
  const query = useQuery(userQueryOptions(api, userId));
  const name =
    query.isPending || query.isError ? (
      <QueryFallback query={query} error={t('loadError')} />
    ) : (
      <NameForm user={query.data} onSaved={onUserSaved} />
    );
  return (
    <article className="account-page">
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
                <ContactDetails userId={userId} />
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

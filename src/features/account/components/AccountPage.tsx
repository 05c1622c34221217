import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi, userQueryOptions, type User } from '../../../api';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { PreferencesForm } from './PreferencesForm';
import './account.css';

/** The signed-in user's settings: name, password and email notifications. */
export function AccountPage({ userId, onUserSaved }: { userId: string; onUserSaved: (user: User) => void }) {
  const { t } = useTranslation(['account', 'common']);
  const api = useApi();
  const query = useQuery(userQueryOptions(api, userId));
  return (
    <article className="account-page">
      <title>{`${t('title')} | ${t('common:appName')}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('title')}</h1>
      {query.isPending ? (
        <p role="status">{t('common:status.loading')}</p>
      ) : query.isError ? (
        <div role="alert">
          <p>{t('loadError')}</p>
          <button type="button" onClick={() => void query.refetch()}>
            {t('common:status.retry')}
          </button>
        </div>
      ) : (
        <NameForm user={query.data} onSaved={onUserSaved} />
      )}
      <PasswordForm userId={userId} />
      <PreferencesForm userId={userId} />
    </article>
  );
}

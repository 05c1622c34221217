// The header's signed-in area: account (sign in / name and sign out) and the notification bell.
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AsyncBoundary } from '../components/AsyncBoundary';
import { AccountArea } from '../features/auth/components/AccountArea';
import { useAuthState } from '../features/auth/store';
import styles from './-account.module.css';

// Only a signed-in user has a bell, and the server renders every page signed out: the bell and its
// panel (notifications, targets, read calls) load in their own chunk, never in a visitor's first
// JavaScript. Its place is held at its size meanwhile, so the header does not shift.
const NotificationBell = lazy(() =>
  import('../features/notifications/components/NotificationBell').then((module) => ({
    default: module.NotificationBell,
  })),
);

export function Account() {
  const router = useRouter();
  const { auth } = router.options.context;
  const state = useAuthState(auth.store);
  return (
    <div className="site-header__account">
      {state.isAuthenticated && state.currentUser && (
        // The bell's failure (an answer it cannot read, its chunk not loading) is its own: reported,
        // and the bell goes — never the user's menu and sign-out beside it. A new user starts afresh.
        <AsyncBoundary key={state.currentUser.id} area="notification-bell" fallback={null}>
          <Suspense fallback={<span className={styles.bellPlaceholder} aria-hidden="true" />}>
            <NotificationBell userId={state.currentUser.id} />
          </Suspense>
        </AsyncBoundary>
      )}
      <AccountArea
        auth={state}
        onSignOut={() =>
          void auth
            .logout()
            .then(() => router.navigate({ to: '/start', search: (previous) => ({ lang: previous.lang }) }))
        }
      />
    </div>
  );
}

// The header's signed-in area: account (sign in / name and sign out) and the notification bell.
import { useRouter } from '@tanstack/react-router';
import { AccountArea } from '../features/auth/components/AccountArea';
import { useAuthState } from '../features/auth/store';
import { NotificationBell } from '../features/notifications/components/NotificationBell';

export function Account() {
  const router = useRouter();
  const { auth } = router.options.context;
  const state = useAuthState(auth.store);
  return (
    <div className="site-header__account">
      {state.isAuthenticated && state.currentUser && <NotificationBell userId={state.currentUser.id} />}
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

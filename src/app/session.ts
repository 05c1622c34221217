// The signed-in lifecycle of product spec §4, composed from the auth and notifications features,
// the session storage rules and the realtime socket.
//   login: loading; read stored auth; expired → log out; token and uid → load the user, set the
//          token header, open the socket, load notifications and announcements, register the
//          socket events; on failure loading ends.
//   logout: clear stored auth, UTM, sign-up and business forms and the uid; drop the token; close
//          the socket (unauthenticate); reset the user.
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { createAuthStore, signedOut, type AuthSession } from '../features/auth/store';
import {
  announcementsQueryOptions,
  notificationKeys,
  notificationUpdates,
  notificationsQueryOptions,
} from '../features/notifications/api';
import { isApiError, type ApiClient, type AuthToken, type Notification } from '../api';
import { clearCreatedRequests } from '../features/new-request/created';
import { browserSessionStorage, clearAllDrafts } from '../features/new-request/draft';
import { ensureResources } from '../lib/i18n';
import { setMonitoringUser } from '../lib/monitoring';
import type { RealtimeConnection } from '../lib/realtime';
import {
  browserLocalStorage,
  clearSession,
  createMemoryStorage,
  documentCookieJar,
  isExpired,
  readAuth,
  syncSessionFromCookie,
  writeAuth,
  writeFailedAttempts,
  writeUid,
} from '../lib/session';

/** Starts at once: a session from the auth cookie, then the login with what is stored (`ready`). */
export function createAuthSession({
  api,
  queryClient,
  i18n,
  store = createAuthStore(),
}: {
  api: ApiClient;
  queryClient: QueryClient;
  i18n: i18n;
  store?: ReturnType<typeof createAuthStore>;
}): AuthSession {
  const storage = browserLocalStorage() ?? createMemoryStorage();
  const cookies = documentCookieJar();
  const secure = window.location.protocol === 'https:';
  let connection: RealtimeConnection | undefined;
  // Each login and logout starts a new generation; work of an older one stops at its next step
  // (sign-out during a login, or signing in as someone else).
  let generation = 0;

  const updateNotifications = (
    userId: string,
    update: (list: Notification[] | undefined) => Notification[],
  ) => queryClient.setQueryData(notificationKeys.list(userId), update);

  async function openSocket(userId: string, token: string, mine: number) {
    const { connectRealtime } = await import('../lib/realtime');
    if (mine !== generation) return;
    const opened = await connectRealtime({
      token,
      handlers: {
        // A refused token (revoked elsewhere) ends the session.
        unauthorized: () => void (mine === generation && logout()),
        newNotification: (notification) =>
          updateNotifications(userId, (list) => notificationUpdates.add(list, notification)),
        markAsRead: ({ id }) => updateNotifications(userId, (list) => notificationUpdates.markRead(list, id)),
        markAllRead: ({ timestamp }) =>
          updateNotifications(userId, (list) => notificationUpdates.markAllRead(list, timestamp)),
      },
    });
    // Signed out (or in as someone else) meanwhile: this socket is not wanted.
    if (mine !== generation) {
      opened.close();
      return;
    }
    connection = opened;
  }

  async function logout() {
    generation += 1;
    clearSession({ storage, cookies, secure });
    // Request drafts keep contact details, and requests just sent are the user's: for the tab's
    // session, not past a sign-out.
    clearAllDrafts(browserSessionStorage());
    clearCreatedRequests(browserSessionStorage());
    connection?.close();
    connection = undefined;
    queryClient.removeQueries({ queryKey: notificationKeys.all });
    store.setState(signedOut);
    setMonitoringUser(null);
  }

  async function login() {
    const mine = ++generation;
    connection?.close();
    connection = undefined;
    store.setState({ isLoadingAuth: true });
    const auth = readAuth(storage);
    if (!auth) {
      store.setState({ ...signedOut });
      return;
    }
    if (isExpired(auth, Date.now())) {
      await logout();
      return;
    }
    // The token header goes on every call from here on (the client reads it from the store).
    store.setState({ token: auth.token, isCredentialExisting: true });
    try {
      // A hung call must not keep the app loading for ever.
      const { data: user } = await api.GET('/auth/current-user', { signal: AbortSignal.timeout(10_000) });
      if (!user) throw new Error('no user');
      // The bell's texts load before it shows.
      await ensureResources(i18n, i18n.language === 'en' ? 'en' : 'ja', ['common', 'notifications']);
      if (mine !== generation) return;
      store.setState({ currentUser: user, isAuthenticated: true, isLoadingAuth: false });
      setMonitoringUser(user.id);
      // Notifications, announcements and the socket follow without holding up the page.
      void queryClient.prefetchQuery(notificationsQueryOptions(api, user.id));
      void queryClient.prefetchQuery(announcementsQueryOptions(api, user.id));
      void openSocket(user.id, auth.token, mine).catch(() => undefined);
    } catch (error) {
      if (mine !== generation) return;
      // A refused token ends the session; anything else ends the loading, signed out.
      if (isApiError(error) && error.status === 401) await logout();
      else store.setState({ ...signedOut });
    }
  }

  /** Stores fresh auth data (sign-in or registration) and logs in with it. */
  async function adopt(auth: AuthToken): Promise<string> {
    writeAuth(storage, auth);
    writeUid(storage, auth.uid);
    writeFailedAttempts(storage, 0);
    await login();
    // login() swallows its failures; the caller must hear about them.
    if (!store.getState().isAuthenticated) throw new Error('signed in, but the user could not be loaded');
    return auth.uid;
  }

  syncSessionFromCookie({ cookies, storage, secure });
  const ready = login();

  return {
    store,
    ready,
    login,
    logout,
    signIn: async (email, password) => {
      const { data } = await api.POST('/auth/sign-in', { body: { email, password } });
      if (!data) throw new Error('no token');
      await adopt(data);
    },
    adopt,
    userSaved: (user) => {
      if (store.getState().currentUser?.id === user.id) store.setState({ currentUser: user });
    },
  };
}

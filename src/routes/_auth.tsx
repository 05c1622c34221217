import {
  createFileRoute,
  Outlet,
  redirect,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { ErrorState } from '../components/ErrorState';
import { SessionPending } from '../features/auth/components/SessionPending';
import { SessionUnavailable } from '../features/auth/components/SessionState';
import { pendingViewSettled } from '../features/auth/pending-view';
import { useSignInAgainWhenExpired } from '../features/auth/session-expiry';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A page only signed-in users see: the pages under the `_auth` layout. */
    signedInOnly?: boolean;
  }
}

/** The stored session could not be loaded (not refused): what the layout's error shows, with `cause`. */
class SessionUnavailableError extends Error {
  constructor(readonly failure: unknown) {
    super('the stored session could not be loaded', { cause: failure });
    this.name = 'SessionUnavailableError';
  }
}

// The pages only signed-in users see, under a pathless layout (their URLs have no `_auth`). A
// visitor is sent to sign in first, with the page asked for as `redirect`: its public path (`/en/…`
// for English), the form the header's sign-in link carries, so sign-in returns to it as is. Only a
// visitor with no session, or one the server refused, is: while the stored session loads the page
// says so, and when it could not load (no answer, a rate limit, a server failure) the page names the
// cause with a retry, and the session stays.
export const Route = createFileRoute('/_auth')({
  // Lets sign-in tell such a page from one the visitor left of their own accord.
  staticData: { signedInOnly: true },
  // The server renders the anonymous site: these pages load in the browser, where the session is.
  // Meanwhile (in the server's page, and until the session is known) the loading status shows.
  ssr: false,
  pendingComponent: SessionPending,
  beforeLoad: async ({ context, location }) => {
    await context.auth.ready;
    const { isAuthenticated, currentUser, sessionError } = context.auth.store.getState();
    if (isAuthenticated && currentUser) return { userId: currentUser.id };
    if (sessionError !== undefined) throw new SessionUnavailableError(sessionError);
    // Not before React has taken over the server's pending view (src/features/auth/pending-view.ts).
    await pendingViewSettled();
    throw redirect({ to: '/sign-in', search: { redirect: location.publicHref } });
  },
  component: SignedInOnly,
  errorComponent: SignedInOnlyError,
});

/** A session the server ends while one of these pages is shown sends the visitor to sign in again. */
function SignedInOnly() {
  const { auth } = Route.useRouteContext();
  useSignInAgainWhenExpired(auth.store);
  return <Outlet />;
}

/** The session's failure to load, with its retry; any other failure of these pages is the page's error. */
function SignedInOnlyError({ error }: ErrorComponentProps) {
  const router = useRouter();
  if (!(error instanceof SessionUnavailableError)) return <ErrorState error={error} />;
  const { auth } = router.options.context;
  return (
    <SessionUnavailable
      error={error.failure}
      onRetry={async () => {
        await auth.login();
        await router.invalidate();
      }}
    />
  );
}

import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useSignInAgainWhenExpired } from '../features/auth/session-expiry';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A page only signed-in users see: the pages under the `_auth` layout. */
    signedInOnly?: boolean;
  }
}

// The pages only signed-in users see, under a pathless layout (their URLs have no `_auth`). A
// visitor is sent to sign in first, with the page asked for as `redirect`: its public path (`/en/…`
// for English), the form the header's sign-in link carries, so sign-in returns to it as is.
export const Route = createFileRoute('/_auth')({
  // Lets sign-in tell such a page from one the visitor left of their own accord.
  staticData: { signedInOnly: true },
  // The server renders the anonymous site: these pages load in the browser, where the session is.
  ssr: false,
  beforeLoad: async ({ context, location }) => {
    await context.auth.ready;
    const { isAuthenticated, currentUser } = context.auth.store.getState();
    if (!isAuthenticated || !currentUser) {
      throw redirect({ to: '/sign-in', search: { redirect: location.publicHref } });
    }
    return { userId: currentUser.id };
  },
  component: SignedInOnly,
});

/** A session the server ends while one of these pages is shown sends the visitor to sign in again. */
function SignedInOnly() {
  const { auth } = Route.useRouteContext();
  useSignInAgainWhenExpired(auth.store);
  return <Outlet />;
}

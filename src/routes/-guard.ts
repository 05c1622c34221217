import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './-context';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Visitors are sent to sign in first ({@link signedInOnly}). */
    signedInOnly?: boolean;
  }
}

/**
 * Sends visitors to sign in, with the page they asked for as `redirect`: its public path (`/en/…`
 * for English), the same form the header's sign-in link carries, so sign-in returns to it as is.
 */
export async function requireSignedIn({
  context,
  location,
}: {
  context: RouterContext;
  location: { publicHref: string };
}) {
  await context.auth.ready;
  if (!context.auth.store.getState().isAuthenticated) {
    throw redirect({ to: '/sign-in', search: { redirect: location.publicHref } });
  }
}

/**
 * The options of a page only signed-in users see (every notification target): spread into the
 * route. `staticData` lets sign-in tell such a page from one the visitor left of their own accord.
 */
export const signedInOnly = {
  staticData: { signedInOnly: true },
  beforeLoad: requireSignedIn,
} as const;

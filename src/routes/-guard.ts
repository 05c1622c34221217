import { redirect } from '@tanstack/react-router';
import type { RouterContext } from './-context';

/** Guarded pages (/dashboard/…, /billing, /missions) send visitors to sign in, and back afterwards. */
export async function requireSignedIn({
  context,
  location,
}: {
  context: RouterContext;
  location: { href: string };
}) {
  await context.auth.ready;
  if (!context.auth.store.getState().isAuthenticated) {
    throw redirect({ to: '/sign-in', search: { redirect: location.href } });
  }
}

/** Only same-site paths are followed after sign-in. */
export const safeRedirect = (target: unknown): string | undefined =>
  typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : undefined;

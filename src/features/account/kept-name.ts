// A name save met by the end of the session (401): the session ends at once and the sign-in page
// takes the account page's place (the `_auth` layout), which would lose what was typed. It is kept
// for the same user's return, once, as anything kept for a visitor until sign-out
// (src/lib/session/kept.ts): with the page's session, in memory only, never in storage, so nothing
// of it outlives the tab; forgotten when the visitor signs out (here, or in another tab) or someone
// else's session loads; and the next account page shown, whoever's, drops it. A password is never
// kept. Written only from a save in the browser (the account page is not rendered on the server).
import { keptPerSession, type VisitorSession } from '../../lib/session';
import type { NameInput } from './schemas';

const keptNames = keptPerSession((kept: { userId: string; name: NameInput }) => ({ userId: kept.userId }));

/**
 * Keeps `name` as typed by `userId`, whose save the end of their session refused, with `session`
 * (the app's auth store). Without one (the page shown alone) nothing is kept.
 */
export function keepName(session: VisitorSession | undefined, userId: string, name: NameInput): void {
  // Only when the session ended by its refused token: a 401 that answers a save sent after the
  // visitor signed out (here or in another tab: it went without a token) ends nothing, and keeps nothing.
  if (session?.getState().expired) keptNames(session).keep({ userId, name: { ...name } });
}

/** The name `userId` typed before their session ended, if any. Read only: `dropKeptName` forgets it. */
export function keptNameOf(session: VisitorSession | undefined, userId: string): NameInput | undefined {
  const kept = session && keptNames(session).forUser(userId);
  return kept && { ...kept.name };
}

/** Forgets the kept name: shown once, or another user's page shows. */
export function dropKeptName(session: VisitorSession | undefined): void {
  if (session) keptNames(session).drop();
}

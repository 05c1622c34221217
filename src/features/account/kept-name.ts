// A name save met by the end of the session (401): the session ends at once and the sign-in page
// takes the account page's place (the `_auth` layout), which would lose what was typed. It is kept
// for the same user's return, once (`keptForReturn`), as anything kept for a visitor until sign-out
// (src/lib/session/kept.ts): with the page's session, in memory only, never in storage, so nothing
// of it outlives the tab; forgotten when the visitor signs out (here, or in another tab) or someone
// else's session loads; and the next account page shown, whoever's, drops it. A password is never
// kept. Written only from a save in the browser (the account page is not rendered on the server).
import { keptForReturn, type VisitorSession } from '../../lib/session';
import type { NameInput } from './schemas';

const keptNames = keptForReturn<NameInput>();

/**
 * Keeps `name` as typed by `userId`, whose save the end of their session refused, with `session`
 * (the app's auth store). Without one (the page shown alone) nothing is kept.
 */
export function keepName(session: VisitorSession | undefined, userId: string, name: NameInput): void {
  keptNames.keep(session, userId, { ...name });
}

/** The name `userId` typed before their session ended, if any. Read only: `dropKeptName` forgets it. */
export function keptNameOf(session: VisitorSession | undefined, userId: string): NameInput | undefined {
  const kept = keptNames.of(session, userId);
  return kept && { ...kept };
}

/** Forgets the kept name: shown once, or another user's page shows. */
export function dropKeptName(session: VisitorSession | undefined): void {
  keptNames.drop(session);
}

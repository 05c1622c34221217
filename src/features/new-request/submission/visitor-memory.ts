// What a visitor's sends keep between tries: the account a try registered whose sign-in failed, and
// the name typed before registering that the server has not stored yet. For the page's life, not
// the dialog's: the session keeps the account's token (a reload signs in with it), so the modal
// closed and opened again must sign in with that account too, not check the email afresh (taken by
// then: "registered, sign in first", which a client registered by email, without a password, cannot
// do). Held in memory only: the product spec's stored session data (§3: the auth data, the user id,
// the failed attempts, the social request meta) has no place for it, and needs none — the token is
// stored already, as the session's auth data.
//
// One memory per session (the auth store the route context holds: one per page in the browser, one
// per request on the server, where nothing is sent), kept for this visitor until sign-out by the
// rules every such value follows (src/lib/session/kept.ts): a sign-out, here or in another tab,
// forgets both (nobody at this page may be signed in with the token again, nor have the name stored
// as theirs); someone else's session forgets both; the account, a way in, goes with its token (another
// session loading over it, its token refused), while the name waits for its user's return. One rule
// of the request flow's own: a sign-in forgets the account (the session sends from then on); a name
// that is the signed-in user's stays, stored on their next send.
import { keptForVisitor, type KeptValue, type VisitorSession } from '../../../lib/session';
import type { RegisteredAccount } from './visitor-account';
import type { UnsavedName } from './submit-request';

export interface VisitorMemory {
  /** An account registered on an earlier try whose sign-in failed (`SubmitDependencies`). */
  registeredAccount: KeptValue<RegisteredAccount>;
  /** A name typed before registering, not stored yet (`SubmitDependencies`). */
  unsavedName: KeptValue<UnsavedName>;
}

/**
 * A memory kept with `session`, or, without one, of its own (a dialog shown alone), kept as long as
 * its holder keeps it.
 */
export const createVisitorMemory = (session?: VisitorSession): VisitorMemory => ({
  // The account is the new user's, and signs in with its token.
  registeredAccount: keptForVisitor(session, (account: RegisteredAccount) => ({
    userId: account.auth.uid,
    token: account.auth.token,
  })),
  unsavedName: keptForVisitor(session, (name: UnsavedName) => ({ userId: name.userId })),
});

const memories = new WeakMap<VisitorSession, VisitorMemory>();

/**
 * The memory of `session`'s visitor (the app's auth store, `auth.store` in the route context):
 * the same one each time the modal opens on this page.
 */
export function visitorMemoryOf(session: VisitorSession): VisitorMemory {
  const known = memories.get(session);
  if (known) return known;
  const memory = createVisitorMemory(session);
  // Lives as long as the session does: its store holds the listener, nothing else holds the store.
  session.subscribe(() => {
    // Signed in (with the account, or as anyone): the session sends from then on.
    if (session.getState().isAuthenticated) memory.registeredAccount.drop();
  });
  memories.set(session, memory);
  return memory;
}

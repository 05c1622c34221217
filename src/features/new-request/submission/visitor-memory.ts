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
// per request on the server, where nothing is sent), and only while that session stays as it was:
// a sign-out forgets both (nobody at this page may be signed in with the token again, nor have the
// name stored as theirs); a sign-in forgets the account (the session sends from then on) and keeps
// only a name that is the signed-in user's, stored on their next send.
import type { RegisteredAccount } from './visitor-account';
import type { UnsavedName } from './submit-request';

export interface VisitorMemory {
  /** An account registered on an earlier try whose sign-in failed (`SubmitDependencies`). */
  registeredAccount: { current: RegisteredAccount | undefined };
  /** A name typed before registering, not stored yet (`SubmitDependencies`). */
  unsavedName: { current: UnsavedName | undefined };
}

/** The session as far as the memory follows it: the app's auth store (`auth.store` in the route context). */
export interface SessionStore {
  getState: () => {
    isAuthenticated: boolean;
    isLoadingAuth: boolean;
    currentUser: { id: string } | null;
    /** The token the session is signing in or signed in with. */
    token: string | undefined;
    /** What failed when the stored session could not be loaded (it stays stored meanwhile). */
    sessionError: unknown;
  };
  subscribe: (listener: () => void) => () => void;
}

/** A memory of its own, kept as long as its holder keeps it. */
export const createVisitorMemory = (): VisitorMemory => ({
  registeredAccount: { current: undefined },
  unsavedName: { current: undefined },
});

const memories = new WeakMap<SessionStore, VisitorMemory>();

/** The memory of `session`'s visitor: the same one each time the modal opens on this page. */
export function visitorMemoryOf(session: SessionStore): VisitorMemory {
  const known = memories.get(session);
  if (known) return known;
  const memory = createVisitorMemory();
  // Lives as long as the session does: its store holds the listener, nothing else holds the store.
  session.subscribe(() => forgetOnTurn(memory, session.getState()));
  memories.set(session, memory);
  return memory;
}

function forgetOnTurn(memory: VisitorMemory, state: ReturnType<SessionStore['getState']>) {
  // Another session loading (a sign-in in another tab, stored over the account's): the account's
  // token is no longer the page's session, and must not be signed in with over it.
  if (
    state.isLoadingAuth &&
    state.token !== undefined &&
    state.token !== memory.registeredAccount.current?.auth.token
  )
    memory.registeredAccount.current = undefined;
  if (state.isAuthenticated) {
    memory.registeredAccount.current = undefined;
    if (memory.unsavedName.current?.userId !== state.currentUser?.id) memory.unsavedName.current = undefined;
    return;
  }
  // Signed out: nobody signed in or signing in, and no stored session that failed to load (as the
  // account's does after its failed sign-in, until a retry signs in with it).
  if (!state.isLoadingAuth && state.sessionError === undefined) {
    memory.registeredAccount.current = undefined;
    memory.unsavedName.current = undefined;
  }
}

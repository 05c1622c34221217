// The session as the routes and the API client hold it, before its code has loaded. The signed-in
// lifecycle (session.ts, its socket, the stored session's rules, and what the other parts of the app
// do at its turns) is no part of a visitor's first JavaScript: the app loads it at once, beside the
// page's hydration, which no longer waits for it (src/app/services.ts). Meanwhile this stands in:
//   - the state is what the login's first, synchronous steps made it: loading, with the token the API
//     client sends, when the login will load a session (src/lib/session/at-start.ts); else signed out,
//     as the server rendered the page;
//   - each call waits for the lifecycle and is its; `ready` resolves when its start-up login has;
//   - a token the server refused meanwhile is told to it once loaded: the session it would have ended
//     ends then. Once loaded, every call goes straight to it (a refused token ends the session at once).
//   - should its code fail to load, the session is as after a login that got no answer: a stored
//     session stays stored and signed-in pages say so with their retry (a new login), which loads the
//     code again, as a sign-in does.
// Only the small modules this needs of src/lib/session, not its index: the first page holds them.
import { authAtStart } from '../../lib/session/at-start';
import { readDocumentCookie } from '../../lib/session/cookie-read';
import type { CookieJar } from '../../lib/session/cookies';
import { browserLocalStorage, type SessionStorageLike } from '../../lib/session/stored-auth';
import { signedOut, type AuthSession, type AuthStore } from './store';

export function deferredAuthSession({
  store,
  load,
  storage = browserLocalStorage(),
  cookies = { get: (name) => readDocumentCookie(name) },
}: {
  /** The app's auth store: the lifecycle's, shared from the start. */
  store: AuthStore;
  /** Loads the lifecycle and creates it with `store` (it starts at once: the start-up login). */
  load: () => Promise<AuthSession>;
  /** Where the session is stored, as the lifecycle reads it (read only here). */
  storage?: SessionStorageLike | undefined;
  cookies?: Pick<CookieJar, 'get'>;
}): AuthSession {
  let session: AuthSession | undefined;
  let loading: Promise<AuthSession> | undefined;
  // The start-up login (or, once the code failed to load, the end of that attempt): what `ready` answers.
  let latest: Promise<void> = Promise.resolve();

  /** Loads the lifecycle (again, after a failure), showing meanwhile what its login's start shows. */
  function start(): Promise<AuthSession> {
    if (loading) return loading;
    const auth = authAtStart({ storage, cookies });
    store.setState(
      auth ? { isLoadingAuth: true, sessionError: undefined, token: auth.token } : { ...signedOut },
    );
    loading = load().then(
      (loaded) => {
        session = loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        // The stored session could not be loaded: as when its user did not load (no answer).
        if (store.getState().isLoadingAuth) store.setState({ ...signedOut, sessionError: error });
        throw error;
      },
    );
    latest = loading.then(
      (loaded) => loaded.ready,
      () => undefined,
    );
    return loading;
  }

  /** `call` with the lifecycle: at once when loaded, else once it has. */
  const withSession = <T>(call: (loaded: AuthSession) => T | Promise<T>): Promise<T> =>
    session ? Promise.resolve(call(session)) : start().then(call);
  /** The same for calls that answer nothing: a failure to load is the session's state's, not theirs. */
  const tell = (call: (loaded: AuthSession) => void): void => {
    if (session) call(session);
    else start().then(call, () => undefined);
  };

  void start();
  return {
    store,
    get ready() {
      return session ? session.ready : latest;
    },
    login: () => {
      if (session) return session.login();
      // Its creation logs in: a login asked for while it loads is that one.
      void start();
      return latest;
    },
    logout: () => withSession((loaded) => loaded.logout()),
    signIn: (email, password) => withSession((loaded) => loaded.signIn(email, password)),
    signInWithSocial: (input) => withSession((loaded) => loaded.signInWithSocial(input)),
    adopt: (auth) => withSession((loaded) => loaded.adopt(auth)),
    userSaved: (user) => tell((loaded) => loaded.userSaved(user)),
    tokenRefused: (token) => tell((loaded) => loaded.tokenRefused(token)),
  };
}

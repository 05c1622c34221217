// The stored session: auth data, uid and UTM in local storage, the auth cookie another part of the
// site hands a session over with, and what logout clears; and what is kept in memory for a visitor
// until they sign out (kept.ts). Pure and injectable: every function takes its storage and cookie
// jar, or the session it follows; no React. The signed-in lifecycle that uses them is the auth
// feature's (src/features/auth/session.ts). Code in the first page's JavaScript imports the small
// modules it needs (without-utm.ts, at-start.ts, stored-auth.ts, cookie-read.ts), not this index: an
// import of the index puts every module it names in that page's chunk (the bundler places whole
// modules by their imports), and the session's code loads apart from it.
export { currentHostname, documentCookieJar, type CookieJar } from './cookies';
export {
  browserLocalStorage,
  browserSessionStorage,
  createMemoryStorage,
  isExpired,
  readAuth,
  readFailedAttempts,
  readUtm,
  writeAuth,
  writeFailedAttempts,
  writeUid,
  type AuthData,
  type SessionStorageLike,
} from './storage';
export { syncSessionFromCookie } from './session-sync';
export { authAtStart } from './at-start';
export { watchStoredAuth } from './watch';
export { clearSession } from './logout';
export { captureUtm, withoutUtm } from './utm';
export { SessionEndedError } from './ended';
export {
  keptForReturn,
  keptForVisitor,
  keptPerSession,
  type KeptChange,
  type KeptOwner,
  type KeptValue,
  type VisitorSession,
  type VisitorSessionState,
} from './kept';
export {
  checkSignInReturn,
  socialSignInUrl,
  type SignInContext,
  type SignInState,
  type StateRefusal,
} from './state';

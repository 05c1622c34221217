// The stored session: auth data, uid and UTM in local storage, the auth cookie another part of the
// site hands a session over with, and what logout clears. Pure and injectable: every function
// takes its storage and cookie jar; no React. The signed-in lifecycle that uses them is the auth
// feature's (src/features/auth/session.ts).
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
export { watchStoredAuth } from './watch';
export { clearSession } from './logout';
export { captureUtm, withoutUtm } from './utm';
export { SessionEndedError } from './ended';
export {
  checkSignInReturn,
  socialSignInUrl,
  type SignInContext,
  type SignInState,
  type StateRefusal,
} from './state';

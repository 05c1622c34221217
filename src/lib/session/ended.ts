/**
 * A session that ended as it began (src/features/auth/session.ts, `adopt`): a registration's token
 * was refused (its user load answered 401) or had expired already, or a sign-out (here or in another
 * tab) or another session took its place meanwhile. Nothing of it is kept (the session's end cleared
 * it, as any does): adopting the same token again cannot sign in, unlike a load that failed
 * (`sessionError`), which a retry may get past. The account exists all the same. Here, not in the
 * auth feature, so that the features that register accounts (the request flow, the pro sign-up) can
 * tell it apart with `instanceof`.
 */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

// The account a pro registration made, kept from one press to the next while signing in with it fails.
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import type { AuthToken } from '../../api';
import { keptForVisitor } from '../../lib/session';
import { failedSignIn, type SignInFailure } from './failure';

// The new account's: its user, and the token it signs in with.
const ownerOf = (auth: AuthToken) => ({ userId: auth.uid, token: auth.token });

/**
 * Registering, then signing in with the new account's token, as both ways of registering (email,
 * phone) do it. Once registered, a press only signs in with the same account: registering again
 * would answer "already registered" for the visitor's own email or number. The account is kept for
 * this visitor until sign-out (src/lib/session/kept.ts), for as long as the form that registered it
 * shows: with the page's session (the app's auth store, in the router context), which forgets it when
 * the visitor signs out, here or in another tab, or another session takes the page's — nothing may
 * sign in with its token over that. When the account's session ends at once (`sessionEnded`) its
 * token is dead, and the account is forgotten too. Either way it is `ended` then: what was typed is
 * the account's, registering it again could only meet "already registered" (after a new SMS check,
 * by phone), so nothing is sent any more and the page shows the way on (`onSignInFailed` with
 * `sessionEnded`).
 */
export function useRegisteredAccount(
  signIn: (auth: AuthToken) => Promise<void>,
  onSignInFailed: (failure: SignInFailure) => void,
) {
  // Absent where the page is shown alone, outside the app's router: the account then follows no session.
  const session = useRouteContext({ from: '__root__', select: (context) => context.auth?.store });
  const [kept] = useState(() => keptForVisitor(session, ownerOf));
  const account = useSyncExternalStore(
    kept.subscribe,
    () => kept.current,
    () => undefined,
  );
  const [ended, setEnded] = useState(false);
  // Read by a press, which may come before the page has drawn the end.
  const endedNow = useRef(false);
  const end = () => {
    endedNow.current = true;
    setEnded(true);
  };
  // A press signing in: its own outcome says what happened.
  const signingIn = useRef(false);

  // The session forgot the account (a sign-out, another session): the way on is the same as after
  // an ended session's.
  const forgotten = useEffectEvent(() => {
    end();
    if (!signingIn.current) onSignInFailed({ kind: 'sessionEnded' });
  });
  useEffect(() => {
    const stop = kept.subscribe((change) => {
      if (change === 'forgotten') forgotten();
    });
    // Gone with the form: nothing else signs in with it.
    return () => {
      stop();
      kept.drop();
    };
  }, [kept]);

  /**
   * Registers with `registerAccount` unless an account is remembered, then signs in with it: the
   * account signed in, or undefined once the failure is shown (`registerAccount` shows its own).
   */
  const signInRegistered = async (
    registerAccount: () => Promise<AuthToken | undefined>,
  ): Promise<AuthToken | undefined> => {
    if (endedNow.current) return undefined;
    const registered = kept.current ?? (await registerAccount());
    if (!registered) return undefined;
    kept.keep(registered);
    signingIn.current = true;
    try {
      await signIn(registered);
    } catch (error) {
      const failure = failedSignIn(error);
      // An ended session took the account's token: a retry with it would end the same way.
      if (failure.kind === 'sessionEnded') {
        kept.drop();
        end();
      }
      // Forgotten meanwhile (a sign-out in another tab): whatever failed, the account cannot go on.
      onSignInFailed(endedNow.current ? { kind: 'sessionEnded' } : failure);
      return undefined;
    } finally {
      signingIn.current = false;
    }
    return registered;
  };

  return { account, ended, signInRegistered };
}

// The account a pro registration made, kept from one press to the next while signing in with it fails.
import { useState } from 'react';
import type { AuthToken } from '../../api';
import { failedSignIn, type SignInFailure } from './failure';

/**
 * Registering, then signing in with the new account's token, as both ways of registering (email,
 * phone) do it. Once registered, a press only signs in with the same account: registering again
 * would answer "already registered" for the visitor's own email or number. When the account's
 * session ends at once (`sessionEnded`) its token is dead, and the account is forgotten; it is
 * `ended` then: what was typed is the account's, registering it again could only meet that answer
 * (after a new SMS check, by phone), so nothing is sent any more and the page shows the way on.
 */
export function useRegisteredAccount(
  signIn: (auth: AuthToken) => Promise<void>,
  onSignInFailed: (failure: SignInFailure) => void,
) {
  const [account, setAccount] = useState<AuthToken>();
  const [ended, setEnded] = useState(false);

  /**
   * Registers with `registerAccount` unless an account is remembered, then signs in with it: the
   * account signed in, or undefined once the failure is shown (`registerAccount` shows its own).
   */
  const signInRegistered = async (
    registerAccount: () => Promise<AuthToken | undefined>,
  ): Promise<AuthToken | undefined> => {
    if (ended) return undefined;
    const registered = account ?? (await registerAccount());
    if (!registered) return undefined;
    setAccount(registered);
    try {
      await signIn(registered);
    } catch (error) {
      const failure = failedSignIn(error);
      // An ended session took the account's token: a retry with it would end the same way.
      if (failure.kind === 'sessionEnded') {
        setAccount(undefined);
        setEnded(true);
      }
      onSignInFailed(failure);
      return undefined;
    }
    return registered;
  };

  return { account, ended, signInRegistered };
}

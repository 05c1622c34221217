// The session state of one mock run (forgotten on restart): who a token or a sign-in is, which
// emails are taken, and what was written about a user. Registering sets the on-the-fly account's
// email or phone; saving the user, its basic info or its avatar sets its names and photo; reads
// answer with what was written, so the header shows the name a visitor typed, not the fixture's
// placeholder.
import type { User } from '../../generated/api';
import type { World } from './world';

type SessionName = 'client' | 'pro' | 'newClient';

export interface Session {
  /** The fixture session a token belongs to. */
  byToken: (token: string | undefined) => SessionName | undefined;
  /** The user id a token belongs to. */
  uidOf: (token: string | undefined) => string | undefined;
  /** The fixture session these credentials sign in to (the new client has none). */
  byCredentials: (email: string | undefined, password: string | undefined) => SessionName | undefined;
  /** Whether an email is taken. The on-the-fly account's counts as free, so any visitor can register. */
  isRegistered: (email: string) => boolean;
  /** A user as this run last wrote it. */
  current: (user: User) => User;
  /** The user as written whole (`PUT /users/{id}`). */
  replace: (user: User) => User;
  /** Part of a user written over what is known: fields replaced, `profile` fields merged. */
  merge: (user: User, part: { profile?: object }) => User;
  /** A registration starts the on-the-fly account afresh, with the email or phone registered. */
  register: (uid: string, input: { email?: string; loginPhoneNumber?: string }) => void;
  /** Forgets everything this run wrote: the fixtures are the starting point again. */
  reset: () => void;
}

export function createSession({ ds, users }: World): Session {
  const tokens = new Map(
    (['client', 'pro', 'newClient'] as const).map((name) => [ds.sessions[name].auth.token, name] as const),
  );
  const fresh = ds.sessions.newClient.user;
  const registeredEmails = new Set(users.filter((user) => user !== fresh).map((user) => user.email));
  const written = new Map<string, User>();
  const current = (user: User) => written.get(user.id) ?? user;
  const remember = (user: User) => {
    written.set(user.id, user);
    return user;
  };
  return {
    byToken: (token) => tokens.get(token ?? ''),
    uidOf: (token) => {
      const name = tokens.get(token ?? '');
      return name && ds.sessions[name].auth.uid;
    },
    byCredentials: (email, password) =>
      (['client', 'pro'] as const).find(
        (name) => ds.sessions[name].email === email && ds.sessions[name].password === password,
      ),
    isRegistered: (email) => registeredEmails.has(email),
    current,
    replace: remember,
    merge: (user, part) => {
      const before = current(user);
      return remember({ ...before, ...part, profile: { ...before.profile, ...part.profile } });
    },
    register: (uid, input) => {
      if (uid !== fresh.id) return;
      remember({
        ...fresh,
        ...(input.email ? { email: input.email } : {}),
        ...(input.loginPhoneNumber ? { phoneNumber: input.loginPhoneNumber } : {}),
      });
    },
    reset: () => written.clear(),
  };
}

// The session state of one mock run (forgotten on restart): who a token or a sign-in is, which
// emails are taken, and what was written about a user. Registering sets the on-the-fly account's
// email or phone; saving the user, its basic info or its avatar sets its names and photo; reads
// answer with what was written, so the header shows the name a visitor typed, not the fixture's
// placeholder. Writes are kept per scope: the `x-test-id` of the request (each e2e test's own, so
// tests running in parallel do not see each other's writes), or one shared scope without it.
import type { User } from '../../generated/api';
import type { RequestContext } from '../types';
import type { World } from './world';

/** The scope a request's writes and reads belong to: its test's id, or the shared one. */
export const scopeOf = (context: Pick<RequestContext, 'headers'>): string =>
  context.headers['x-test-id'] ?? '';

type SessionName = 'client' | 'pro' | 'newClient';

/** What a registration sends that the session keeps (RegisterInput's fields, all optional here). */
export interface Registration {
  mode?: string;
  email?: string;
  password?: string;
  loginPhoneNumber?: string;
  jobTypes?: string[];
  referer?: { referrer: string; referrerDetail: string };
}

export interface Session {
  /** The fixture session a token belongs to. */
  byToken: (token: string | undefined) => SessionName | undefined;
  /** The user id a token belongs to. */
  uidOf: (token: string | undefined) => string | undefined;
  /**
   * The fixture session these credentials sign in to (the new client has none): the fixture's
   * password, or the one last set in this scope (change-password, or a password set with a token).
   */
  byCredentials: (
    email: string | undefined,
    password: string | undefined,
    scope: string,
  ) => SessionName | undefined;
  /** A user's new password, for the sign-ins of this scope. */
  changePassword: (uid: string, password: string, scope: string) => void;
  /**
   * Sets a user's password (for the sign-ins of this scope) with the token of the password-set email:
   * the fixtures' token (`ds.passwordSet`) for its user; false for any other token or user. The mock
   * does not use the token up (replays and reruns keep working); a real backend's works once.
   */
  setPassword: (uid: string, token: string, password: string, scope: string) => boolean;
  /**
   * Whether an email is taken: a fixture user's, or one registered with a password in this scope. The on-the-fly
   * account's fixture address counts as free, so any visitor can register.
   */
  isRegistered: (email: string, scope: string) => boolean;
  /** Whether a phone number is taken: a fixture user's, or the one registered by phone in this scope. */
  isPhoneRegistered: (phoneNumber: string, scope: string) => boolean;
  /** A user as this run last wrote it. */
  current: (user: User, scope: string) => User;
  /** The user as written whole (`PUT /users/{id}`). */
  replace: (user: User, scope: string) => User;
  /** Part of a user written over what is known: fields replaced, `profile` fields merged. */
  merge: (user: User, part: { profile?: object }, scope: string) => User;
  /**
   * A registration starts the on-the-fly account afresh, with the email or phone registered; its
   * password signs in again in this scope. A pro registration (`mode: pro`) makes it a new pro:
   * the job types chosen, tier new-user, profileComplete false and the registration step `avatar`
   * (§4), which onboarding leads to null.
   */
  register: (uid: string, input: Registration, scope: string) => void;
  /**
   * Forgets what was written in a scope (a test's, or everything when none is given): the fixtures
   * are the starting point again.
   */
  reset: (scope?: string) => void;
}

export function createSession({ ds, users }: World): Session {
  const tokens = new Map(
    (['client', 'pro', 'newClient'] as const).map((name) => [ds.sessions[name].auth.token, name] as const),
  );
  const fresh = ds.sessions.newClient.user;
  const registeredEmails = new Set(users.filter((user) => user !== fresh).map((user) => user.email));
  const registeredPhones = new Set(
    users.flatMap((user) => (user !== fresh && user.phoneNumber ? [user.phoneNumber] : [])),
  );
  // What was written, per scope (see scopeOf) and user id.
  const written = new Map<string, User>();
  const keyOf = (scope: string, uid: string) => `${scope}\u0000${uid}`;
  const current = (user: User, scope: string) => written.get(keyOf(scope, user.id)) ?? user;
  // Passwords changed, per scope and user id (the fixtures' stand otherwise).
  const passwords = new Map<string, string>();
  const remember = (user: User, scope: string) => {
    written.set(keyOf(scope, user.id), user);
    return user;
  };
  return {
    byToken: (token) => tokens.get(token ?? ''),
    uidOf: (token) => {
      const name = tokens.get(token ?? '');
      return name && ds.sessions[name].auth.uid;
    },
    byCredentials: (email, password, scope) =>
      (['client', 'pro', 'newClient'] as const).find((name) => {
        const fixture = ds.sessions[name];
        const changed = passwords.get(keyOf(scope, fixture.auth.uid));
        // The on-the-fly account signs in only once registered in this scope, with what it registered.
        if (name === 'newClient')
          return changed !== undefined && current(fresh, scope).email === email && changed === password;
        return fixture.email === email && (changed ?? fixture.password) === password;
      }),
    changePassword: (uid, password, scope) => void passwords.set(keyOf(scope, uid), password),
    setPassword: (uid, token, password, scope) => {
      if (uid !== ds.passwordSet.uid || token !== ds.passwordSet.token) return false;
      passwords.set(keyOf(scope, uid), password);
      return true;
    },
    isRegistered: (email, scope) =>
      registeredEmails.has(email) ||
      // An account registered here with a password (a pro's) holds its address in this scope.
      (passwords.has(keyOf(scope, fresh.id)) && current(fresh, scope).email === email),
    isPhoneRegistered: (phoneNumber, scope) =>
      registeredPhones.has(phoneNumber) ||
      (passwords.has(keyOf(scope, fresh.id)) && current(fresh, scope).phoneNumber === phoneNumber),
    current,
    replace: remember,
    merge: (user, part, scope) => {
      const before = current(user, scope);
      return remember({ ...before, ...part, profile: { ...before.profile, ...part.profile } }, scope);
    },
    register: (uid, input, scope) => {
      if (uid !== fresh.id) return;
      const [mainJobType, ...others] = input.jobTypes ?? [];
      const pro: Partial<User> =
        input.mode === 'pro' && mainJobType
          ? {
              // No base yet: the service-area step of onboarding sets it (pro-profile).
              proProfile: {
                location: { prefecture: '', city: '' },
                jobTypes: [mainJobType, ...others],
                mainJobType,
                currentTierId: 'new-user',
                ...(input.referer ? { referer: input.referer } : {}),
              },
              proRegistrationStep: 'avatar',
              profileComplete: false,
            }
          : {};
      remember(
        {
          ...fresh,
          ...(input.email ? { email: input.email } : {}),
          ...(input.loginPhoneNumber ? { phoneNumber: input.loginPhoneNumber } : {}),
          ...pro,
        },
        scope,
      );
      if (input.password) passwords.set(keyOf(scope, uid), input.password);
    },
    reset: (scope) => {
      for (const map of [written, passwords] as Map<string, unknown>[]) {
        if (scope === undefined) map.clear();
        else for (const key of [...map.keys()]) if (key.startsWith(keyOf(scope, ''))) map.delete(key);
      }
    },
  };
}

// What a user typed whose save met the end of their session, kept for their return
// (`keptForReturn`, src/lib/session/kept.ts): kept only when the session ended by its refused token,
// given back to the same user alone, one per session, dropped by its holder (all of it, or only what
// it names), and forgotten by the session's turns as anything kept for a visitor until sign-out.
// Against the app's auth store, moved as the auth session moves it.
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../src/api';
import { createAuthStore, signedOut, type AuthStore } from '../../../../src/features/auth/store';
import { keptForReturn } from '../../../../src/lib/session';

const HANAKO = 'user-hanako';
const JIRO = 'user-jiro';
const userOf = (id: string) => ({ id, email: `${id}@example.jp`, profile: {} }) as unknown as User;

/** A session in which `userId` was signed in, and whose token the server then refused. */
function endedSession(userId = HANAKO): AuthStore {
  const store = createAuthStore({
    ...signedOut,
    isAuthenticated: true,
    currentUser: userOf(userId),
    token: `tok-${userId}`,
  });
  store.setState({ ...signedOut, expired: true });
  return store;
}

/** The session's user signing in again: loading, then signed in as `userId`. */
function signsIn(store: AuthStore, userId: string) {
  store.setState({ isLoadingAuth: true, token: `tok-${userId}-again` });
  store.setState({
    ...signedOut,
    isAuthenticated: true,
    currentUser: userOf(userId),
    token: `tok-${userId}-again`,
  });
}

describe('an input kept for its user’s return', () => {
  it('is kept when the session ended by its refused token, and given back to that user alone', () => {
    const names = keptForReturn<{ last: string }>();
    const session = endedSession();
    names.keep(session, HANAKO, { last: '山田' });
    expect(names.of(session, JIRO)).toBeUndefined();
    signsIn(session, HANAKO);
    expect(names.of(session, HANAKO)).toEqual({ last: '山田' });
    // Read only: given back until its holder drops it.
    expect(names.of(session, HANAKO)).toEqual({ last: '山田' });
  });

  it('keeps nothing when no session ended by a refused token (a 401 to a save sent signed out)', () => {
    const names = keptForReturn<{ last: string }>();
    const session = createAuthStore({ ...signedOut, signedOutHere: true });
    names.keep(session, HANAKO, { last: '山田' });
    expect(names.of(session, HANAKO)).toBeUndefined();
  });

  it('keeps nothing without a session (the page shown alone), and does not fail for it', () => {
    const names = keptForReturn<{ last: string }>();
    expect(() => names.keep(undefined, HANAKO, { last: '山田' })).not.toThrow();
    expect(names.of(undefined, HANAKO)).toBeUndefined();
    expect(() => names.drop(undefined)).not.toThrow();
    // Nothing of it waits anywhere else either: a session that ended later has nothing for that user.
    const later = endedSession();
    signsIn(later, HANAKO);
    expect(names.of(later, HANAKO)).toBeUndefined();
  });

  it('one per session: the later input takes the earlier one’s place; another session has none', () => {
    const names = keptForReturn<{ last: string }>();
    const session = endedSession();
    names.keep(session, HANAKO, { last: '山田' });
    names.keep(session, HANAKO, { last: '鈴木' });
    expect(names.of(session, HANAKO)).toEqual({ last: '鈴木' });
    expect(names.of(endedSession(), HANAKO)).toBeUndefined();
    // Nor does another kind of input of the same session see it.
    expect(keptForReturn<{ last: string }>().of(session, HANAKO)).toBeUndefined();
  });

  it('dropped by its holder: all of it, or only what `only` names', () => {
    const steps = keptForReturn<{ step: string }>();
    const session = endedSession();
    steps.keep(session, HANAKO, { step: 'avatar' });
    steps.drop(session, (input, userId) => userId === HANAKO && input.step === 'area');
    steps.drop(session, (input, userId) => userId === JIRO && input.step === 'avatar');
    expect(steps.of(session, HANAKO)).toEqual({ step: 'avatar' });
    steps.drop(session, (input, userId) => userId === HANAKO && input.step === 'avatar');
    expect(steps.of(session, HANAKO)).toBeUndefined();

    steps.keep(session, HANAKO, { step: 'basicInfo' });
    steps.drop(session);
    expect(steps.of(session, HANAKO)).toBeUndefined();
  });

  it.each([
    ['a sign-out here', (store: AuthStore) => store.setState({ ...signedOut, signedOutHere: true })],
    [
      'a sign-out in another tab',
      (store: AuthStore) => store.setState({ ...signedOut, signedOutElsewhere: true }),
    ],
    ['someone else signing in', (store: AuthStore) => signsIn(store, JIRO)],
  ])('is forgotten by %s', (_, turn) => {
    const names = keptForReturn<{ last: string }>();
    const session = endedSession();
    names.keep(session, HANAKO, { last: '山田' });
    turn(session);
    signsIn(session, HANAKO);
    expect(names.of(session, HANAKO)).toBeUndefined();
  });
});

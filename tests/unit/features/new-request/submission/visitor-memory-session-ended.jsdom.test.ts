// @vitest-environment jsdom
// A visitor registers on the way to sending a request, and the session the app adopts the new token
// with ends at once (the token refused: `sessionEnded`). The account exists (by email: the visitor
// signs in once the password-set email's link has set a password), and the name typed before
// registering is not stored yet: it waits in the page's visitor memory (visitor-memory.ts) for that
// user's return — the session's end is no sign-out, so nothing kept for the visitor goes with it.
// Signed in as that user (here, in another tab), the next send stores the name before the request.
// With the app's real session and visitor memory, and `submitRequest` as the modal calls it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type AuthToken, type JobType } from '../../../../../src/api';
import { createAuthSession } from '../../../../../src/features/auth/session';
import { emptyContact } from '../../../../../src/features/new-request/form/contact';
import {
  submitRequest,
  type SubmitDependencies,
  type SubmitInput,
} from '../../../../../src/features/new-request/submission/submit-request';
import { visitorMemoryOf } from '../../../../../src/features/new-request/submission/visitor-memory';
import { filledAnswers } from '../../../../../fixtures/request-answers';
import { registeringApi } from '../../../../helpers/api-client';
import { aTabPerTest } from '../../../../helpers/other-tabs';
import { byId } from '../form/job-types';

vi.mock('../../../../../src/lib/monitoring');
vi.mock('../../../../../src/lib/realtime', () => ({
  connectRealtime: vi.fn(async () => ({ close: vi.fn() })),
}));

aTabPerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

const jobType: JobType = byId('logo-designer');
const target = {
  jobType,
  place: { prefecture: 'tokyo', city: 'shibuya-ku' },
  language: 'ja' as const,
  draftKey: 'draft',
};
const EMAIL = 'visitor@example.jp';
const REGISTERED: AuthToken = {
  token: 'tok-registered',
  uid: 'user-new-client',
  expires: Date.now() + 3_600_000,
};

/**
 * A visitor's page: the real session (nobody signed in), its visitor memory, and sends as the modal
 * makes them. The user load refuses the registration's token, and answers the account's user for
 * any later one (the visitor's own sign-in).
 */
async function visitorPage() {
  const fake = registeringApi({
    auth: REGISTERED,
    currentUser: async () => {
      if (localStorage.getItem('auth')?.includes(REGISTERED.token))
        throw new ApiError('GET /auth/current-user', 401, undefined);
      return { id: REGISTERED.uid, email: EMAIL, profile: {} };
    },
  });
  const session = createAuthSession({ api: fake.api });
  await session.ready;
  const memory = visitorMemoryOf(session.store);
  const deps: SubmitDependencies = {
    api: fake.api,
    adoptSession: (auth) => session.adopt(auth),
    onUserSaved: vi.fn(),
    captcha: { v3Token: async () => undefined },
    onConversion: vi.fn(),
    reportError: vi.fn(),
    storage: sessionStorage,
    unsavedName: memory.unsavedName,
    registeredAccount: memory.registeredAccount,
  };
  const send = (signedIn: SubmitInput['session']) =>
    submitRequest(
      target,
      {
        values: {
          answers: filledAnswers(jobType) as never,
          where: { prefecture: 'tokyo' },
          contact: { ...emptyContact, method: 'email', email: EMAIL, lastName: '山田', firstName: '花子' },
        },
        session: signedIn,
      },
      deps,
    );
  return { ...fake, session, memory, send };
}

/** What another tab does to the stored auth, as this tab hears it: `auth` stored there. */
function anotherTabStores(auth: AuthToken) {
  const newValue = JSON.stringify(auth);
  localStorage.setItem('auth', newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue, storageArea: localStorage }));
}

describe('a registration whose session ended at once (the new token refused)', () => {
  it('keeps the name typed for the account’s user: signed in as them, the next send stores it', async () => {
    const page = await visitorPage();
    expect(await page.send({ signedIn: false, userId: undefined })).toEqual({
      kind: 'sessionEnded',
      registeredBy: 'email',
    });
    // Nobody signed out: the session only ended (and says no expiry: the visitor had none of theirs).
    expect(page.session.store.getState()).toMatchObject({ isAuthenticated: false, expired: false });
    expect(page.memory.registeredAccount.current).toBeUndefined();
    expect(page.memory.unsavedName.current).toMatchObject({ userId: REGISTERED.uid, last: '山田' });

    // The password set from the email's link, the visitor signs in (in another tab; this one follows).
    anotherTabStores({ ...REGISTERED, token: 'tok-signed-in' });
    await page.session.ready;
    expect(page.session.store.getState().currentUser?.id).toBe(REGISTERED.uid);

    const outcome = await page.send({ signedIn: true, userId: REGISTERED.uid });
    expect(outcome.kind).toBe('created');
    const saved = page.posted('/users/{id}/basic-info');
    expect(saved).toHaveLength(1);
    expect(saved[0]![1].body.profile).toMatchObject({ fullNameKanji: { last: '山田', first: '花子' } });
    expect(page.memory.unsavedName.current).toBeUndefined();
  });

  it('a sign-out here afterwards forgets the name (the next user of the computer must not store it)', async () => {
    const page = await visitorPage();
    await page.send({ signedIn: false, userId: undefined });
    anotherTabStores({ ...REGISTERED, token: 'tok-signed-in' });
    await page.session.ready;
    // Signed in as its user, the name still waits: the logout is what forgets it.
    expect(page.memory.unsavedName.current).toMatchObject({ userId: REGISTERED.uid, last: '山田' });
    await page.session.logout();
    expect(page.memory.unsavedName.current).toBeUndefined();
  });
});

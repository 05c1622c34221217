// Users, their public details and settings, and authentication (openapi/paths/users.yaml). The
// writes answer with what was written and are remembered for the run (see shared/session.ts).
import type { AuthToken, AvailableLocations, AvatarUpdate, ProProfile, User } from '../../generated/api';
import { isStandInVerificationToken } from '../phone-login-widget';
import type { Operations } from '../shared/operation';
import type { RequestContext } from '../types';
import { one, param } from '../shared/request';
import { scopeOf, type Registration } from '../shared/session';
import { byKey, sameFor } from '../shared/tables';
import { FIXTURE_CODE, standInCodeUser } from '../social-provider';

/** The transactional notices of the preferences' default answer (all on; the newsletter off). */
const TRANSACTIONAL = [
  'applyCreditsRefunded',
  'applyViewed',
  'applyApproved',
  'applyRejected',
  'requestCancelled',
  'newMessage',
  'newRequest',
  'requestActivity',
  'clientLeftFeedback',
];

/** Operations on one user, by id, answered with (what the run wrote of) that user. */
const USER_BY_ID = ['getUser', 'updateUser', 'updateUserAvatar', 'saveBasicInfo', 'saveProProfile'];

export const users: Operations = ({ world, session, english }) => {
  const { ds } = world;
  const firstPro = ds.pros[0];
  const remembered = (context: RequestContext, user: User) => session.current(user, scopeOf(context));
  // A user's own record only: 401 for a token the run does not know, 403 for another's id.
  const own = (context: RequestContext) => {
    const uid = session.uidOf(context.headers['x-access-token']);
    if (!uid) return { code: 401 };
    return uid === context.pathParams.id ? undefined : { code: 403 };
  };
  const merged = (context: RequestContext, user: User) =>
    session.merge(user, context.body as { profile?: object }, scopeOf(context));
  // Authorization codes of the stand-in LINE page (mocks/social-provider.ts) already exchanged: a code is good once.
  const usedCodes = new Set<string>();
  const codeOf = (context: RequestContext) => (context.body as { code?: unknown } | undefined)?.code;

  return {
    examples: () => ({
      ...sameFor(
        USER_BY_ID,
        byKey(world.users, (user) => user.id),
      ),
      getUserName: world.perPro((pro) => ({ name: pro.profile.companyName ?? pro.profile.name })),
      getUserAvatar: world.perPro((pro) => ({ url: pro.profile.avatarUrl })),
      getUserPricingMenu: world.perPro((pro) => ({ items: pro.pricingMenu })),
      getUserQuestions: world.perPro((pro) => pro.questions),
      getPrivateProfile: byKey(
        world.users,
        (user) => user.id,
        (user) => ({
          id: user.id,
          email: user.email,
          ...(user.phoneNumber ? { phoneNumber: user.phoneNumber } : {}),
          ...(user.profile.fullNameKanji ? { fullNameKanji: user.profile.fullNameKanji } : {}),
        }),
      ),
      updateNotificationPreferences: {
        default: {
          marketing: { newsletter: false },
          transactional: Object.fromEntries(TRANSACTIONAL.map((name) => [name, true])),
        },
      },
      register: { default: ds.sessions.newClient.auth },
      uploadProfilePhoto: {
        default: {
          url: firstPro?.profile.avatarUrl ?? '',
          avatarMeta: { source: 'upload', width: 96, height: 96 },
        },
      },
      createAvailableLocations: { default: firstPro?.user.proProfile?.availableLocations ?? {} },
      signIn: {
        client: ds.sessions.client.auth,
        pro: ds.sessions.pro.auth,
        newClient: ds.sessions.newClient.auth,
      },
      signInWithSocial: { client: ds.sessions.client.auth, pro: ds.sessions.pro.auth },
      getCurrentUser: {
        client: ds.sessions.client.user,
        pro: ds.sessions.pro.user,
        newClient: ds.sessions.newClient.user,
      },
    }),

    select: {
      ...sameFor(USER_BY_ID, param('id')),
      ...sameFor(['getUser', 'updateUser'], (context) => own(context) ?? param('id')(context)),
      updateNotificationPreferences: own,
      // The heartbeat of the token's own user (204); nothing of it shows in a user's answers.
      touchLastOnline: own,
      // A changed password is the one the next sign-in of this scope must give (204, no body to shape).
      // The choice is made before Prism validates the body: a password the contract refuses (under 8
      // characters, PasswordChange) gets its 400 and is not kept.
      changePassword: (context) => {
        const refused = own(context);
        const { password } = (context.body ?? {}) as { password?: unknown };
        if (!refused && typeof password === 'string' && password.length >= 8 && password.length <= 128)
          session.changePassword(context.pathParams.id ?? '', password, scopeOf(context));
        return refused;
      },
      getUserName: param('id'),
      getUserAvatar: param('id'),
      getUserPricingMenu: param('id'),
      getUserQuestions: param('id'),
      // Contact details: the token's own only (401 without a known token, 403 for another's).
      getPrivateProfile: (context) => own(context) ?? param('id')(context),
      checkEmailRegistered: (context) =>
        session.isRegistered(one(context.query.email) ?? '', scopeOf(context)) ? undefined : { code: 404 },
      // A taken email or phone number is a 409 (its code says which); a phone registration's
      // verification token must be one the kit's stand-in widget (or the app's stub) issued for the
      // number, or it is a 400 INVALID_PHONE_VERIFICATION_TOKEN, as a real provider's check would be.
      register: (context) => {
        const { email, mode, loginPhoneNumber, phoneNumberVerificationToken } = (context.body ??
          {}) as Registration & { phoneNumberVerificationToken?: unknown };
        if (email && session.isRegistered(email, scopeOf(context))) return { code: 409, example: 'email' };
        if (mode !== 'phoneNumberRegistration' || typeof loginPhoneNumber !== 'string') return undefined;
        if (
          typeof phoneNumberVerificationToken === 'string' &&
          !isStandInVerificationToken(phoneNumberVerificationToken, loginPhoneNumber)
        )
          return { code: 400, example: 'invalidPhoneVerificationToken' };
        return session.isPhoneRegistered(loginPhoneNumber, scopeOf(context))
          ? { code: 409, example: 'phone' }
          : undefined;
      },
      // The password-set email's token: the fixtures' token for its user (ds.passwordSet) sets the
      // password, which then signs in, in this scope; any other token, or another user's id, is a 404.
      // As with change-password, a body the contract refuses (PasswordSet) gets its 400 from Prism and
      // sets nothing.
      setPassword: (context) => {
        const body = (context.body ?? {}) as { password?: unknown; token?: unknown };
        const { password, token } = body;
        const fits =
          Object.keys(body).every((key) => key === 'password' || key === 'token') &&
          typeof token === 'string' &&
          typeof password === 'string' &&
          password.length >= 8 &&
          password.length <= 128;
        if (!fits) return undefined;
        return session.setPassword(context.pathParams.id ?? '', token, password, scopeOf(context))
          ? undefined
          : { code: 404 };
      },
      signIn: (context) => {
        const { email, password } = (context.body ?? {}) as { email?: string; password?: string };
        const name = session.byCredentials(email, password, scopeOf(context));
        return name ? { example: name } : { code: 401 };
      },
      // A code of the stand-in LINE page signs in as its fixture user, once; the contract example's code as the
      // client, always; any other code is refused (401).
      signInWithSocial: (context) => {
        const code = codeOf(context);
        if (code === FIXTURE_CODE) return { example: 'client' };
        const name = standInCodeUser(code);
        return name && !usedCodes.has(code as string) ? { example: name } : { code: 401 };
      },
      getCurrentUser: (context) => {
        const name = session.byToken(context.headers['x-access-token']);
        return name ? { example: name } : { code: 401 };
      },
    },

    refine: {
      register: (context, auth: AuthToken) => {
        session.register(auth.uid, context.body as Registration, scopeOf(context));
        return auth;
      },
      // Only an accepted exchange uses the code up (a body the contract refuses leaves it good).
      signInWithSocial: (context, auth: AuthToken) => {
        usedCodes.add(codeOf(context) as string);
        return auth;
      },
      getCurrentUser: remembered,
      getUser: remembered,
      updateUser: (context) => session.replace(context.body as User, scopeOf(context)),
      // The avatar's metadata belongs to the profile (User is closed: no avatarMeta at its top level).
      updateUserAvatar: (context, user: User) => {
        const { avatarMeta, profile, ...rest } = context.body as AvatarUpdate;
        return session.merge(user, { ...rest, profile: { ...profile, avatarMeta } }, scopeOf(context));
      },
      saveBasicInfo: merged,
      // A user without a pro profile who creates one (a pro registered by phone) is a new pro:
      // registration step `avatar`, profileComplete false (§4), as a pro registration would start.
      saveProProfile: (context, user: User) => {
        const before = session.current(user, scopeOf(context));
        return session.replace(
          {
            ...before,
            proProfile: (context.body as { proProfile: ProProfile }).proProfile,
            ...(before.proProfile ? {} : { proRegistrationStep: 'avatar' as const, profileComplete: false }),
          },
          scopeOf(context),
        );
      },
      updateNotificationPreferences: ({ body }) => body,
      // Serves the cities chosen and the ways of meeting the job types chosen offer.
      // Serves the cities chosen and the ways of meeting the job types chosen offer, and keeps them
      // as the token's pro's available locations.
      createAvailableLocations: (context) => {
        const input = context.body as {
          selectedCityIds: string[];
          selectedJobTypes: { selectedMeetTypes: string[] }[];
        };
        const meet = new Set(input.selectedJobTypes.flatMap((jobType) => jobType.selectedMeetTypes));
        const saved: AvailableLocations = {
          cities: Object.fromEntries(input.selectedCityIds.map((key) => [key, true])),
          clientGoToPro: meet.has('clientGoToPro'),
          proGoToClient: meet.has('proGoToClient'),
          remote: meet.has('remote'),
        };
        const uid = session.uidOf(context.headers['x-access-token']);
        const user = world.users.find((candidate) => candidate.id === uid);
        const known = user && session.current(user, scopeOf(context));
        if (known?.proProfile)
          session.replace(
            { ...known, proProfile: { ...known.proProfile, availableLocations: saved } },
            scopeOf(context),
          );
        return saved;
      },
    },

    english: {
      getUserName: (body: { name: string }, context) => {
        const name = english.nameOf(context.pathParams.id ?? '');
        return name === undefined ? body : { name };
      },
    },
  };
};

// Users (openapi/paths/users.yaml; its sign-in calls are in src/api/auth.ts): the signed-in user and their
// contact details, registration, the name typed on the request form, whether an address is registered, and
// the public parts of a pro's user record a profile shows (name, pricing menu, answers to common questions).
import { queryOptions } from '@tanstack/react-query';
import type {
  AuthToken,
  AvailableLocations,
  AvailableLocationsInput,
  AvatarMeta,
  BasicInfoInput,
  Language,
  ProProfile,
  UploadedPhoto,
  PricingMenu,
  PrivateProfile,
  ProQuestions,
  User,
} from '../../generated/api';
import type { ApiClient } from './client';
import { ContractViolationError, isApiError } from './errors';
import { lang, notFoundAsNull } from './http';
import { cacheTimes } from './query';

const root = ['users'] as const;

export const userKeys = {
  all: root,
  name: (userId: string, language: Language) => [...root, 'name', userId, language] as const,
  pricingMenu: (userId: string, language: Language) => [...root, 'pricingMenu', userId, language] as const,
  questions: (userId: string, language: Language) => [...root, 'questions', userId, language] as const,
  user: (userId: string) => [...root, 'user', userId] as const,
  avatar: (userId: string) => [...root, 'avatar', userId] as const,
};

/** A user's name as the page's language shows it (romanized on English pages when there is one). */
export const userNameQueryOptions = (api: ApiClient, userId: string, language: Language) =>
  queryOptions({
    queryKey: userKeys.name(userId, language),
    queryFn: async () =>
      (await api.GET('/users/{id}/name', { params: { path: { id: userId } }, headers: lang(language) })).data
        ?.name ?? '',
    staleTime: cacheTimes.reference,
  });

/** A pro's pricing menu. A failure is the section's error ("could not be loaded", with a retry), never an empty answer that would read as "none". */
export const pricingMenuQueryOptions = (api: ApiClient, userId: string, language: Language) =>
  queryOptions({
    queryKey: userKeys.pricingMenu(userId, language),
    queryFn: (): Promise<PricingMenu> =>
      api
        .GET('/users/{id}/pricing-menu', { params: { path: { id: userId } }, headers: lang(language) })
        .then(({ data }) => data ?? { items: [] }),
  });

/** A pro's answers to common questions. A failure is the section's error ("could not be loaded", with a retry), never an empty answer that would read as "none". */
export const questionsQueryOptions = (api: ApiClient, userId: string, language: Language) =>
  queryOptions({
    queryKey: userKeys.questions(userId, language),
    queryFn: (): Promise<ProQuestions['data']> =>
      api
        .GET('/users/{id}/questions', { params: { path: { id: userId } }, headers: lang(language) })
        .then(({ data }) => (data?.success ? data.data : [])),
  });

/** `HEAD /users?email=`: 404 means the address is free (false); other failures surface. */
export async function isEmailRegistered(api: ApiClient, email: string): Promise<boolean> {
  try {
    await api.HEAD('/users', { params: { query: { email } } });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

export type Registration =
  | {
      mode: 'pro';
      email: string;
      password: string;
      jobTypes: [string, ...string[]];
      /** §6: `account-registered-by {product}-team-member` for a sales referral, otherwise `user`. */
      accountRegisteredBy?: string;
      referer?: { referrer: string; referrerDetail: string };
    }
  | { mode: 'client'; email: string }
  | {
      mode: 'phoneNumberRegistration';
      loginPhoneNumber: string;
      password: string;
      phoneNumberVerificationToken: string;
    };

/** `POST /auth/register`; a failure throws with the server's answer. */
export async function register(api: ApiClient, registration: Registration): Promise<AuthToken> {
  const { data } = await api.POST('/auth/register', { body: registration });
  if (!data) throw new Error('registration answered without a token');
  return data;
}

/** Stores the name typed on the contact step: kanji names from Japanese pages, romanised from English. */
export async function saveName(
  api: ApiClient,
  userId: string,
  name: { last: string; first: string; language: Language },
  phoneNumber?: string,
): Promise<User> {
  const { language, ...parts } = name;
  const { data } = await api.POST('/users/{id}/basic-info', {
    params: { path: { id: userId } },
    body: {
      profile: {
        ...(language === 'en' ? { fullNameEnglish: parts } : { fullNameKanji: parts }),
        isCompany: false,
      },
      ...(phoneNumber ? { phoneNumber } : {}),
    },
  });
  if (!data) throw new Error('saveBasicInfo answered without the user');
  return data;
}

/** The signed-in user's own record (`GET /users/{id}`), as the account page edits it. */
export const userQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: userKeys.user(userId),
    queryFn: async (): Promise<User> => {
      const { data } = await api.GET('/users/{id}', { params: { path: { id: userId } } });
      if (!data) throw new Error('getUser answered without the user');
      return data;
    },
  });

/** The signed-in user's own contact details (`GET /private-profiles/{id}`: only they may read them). */
export const privateProfileQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: [...root, 'privateProfile', userId] as const,
    queryFn: async (): Promise<PrivateProfile> => {
      const { data } = await api.GET('/private-profiles/{id}', { params: { path: { id: userId } } });
      if (!data) throw new Error('getPrivateProfile answered without the profile');
      return data;
    },
  });

/**
 * `PUT /users/{id}`: the whole user goes back, as the contract asks; answers the user as stored. An
 * answer that is not a whole user fails the save (a ContractViolationError), in production too, where
 * the client only reports such answers: the saver would store it as the user (its cache, the header's
 * user) and every page reading the user would break on the missing parts.
 */
export async function updateUser(api: ApiClient, user: User): Promise<User> {
  const { data } = await api.PUT('/users/{id}', { params: { path: { id: user.id } }, body: user });
  if (!data) throw new Error('updateUser answered without the user');
  // Loaded on the save, as the client loads it: zod and the schemas stay out of the first page.
  const { checkAnswer } = await import('./contract-check');
  const violation = checkAnswer('PUT /users/{id}', data);
  if (violation) throw new ContractViolationError(violation.operationId, violation.issues);
  return data;
}

/** `POST /users/{id}/basic-info` with the names (and company) a pro gives in onboarding; answers the user. */
export async function saveBasicInfo(api: ApiClient, userId: string, body: BasicInfoInput): Promise<User> {
  const { data } = await api.POST('/users/{id}/basic-info', { params: { path: { id: userId } }, body });
  if (!data) throw new Error('saveBasicInfo answered without the user');
  return data;
}

/** `POST /users/{id}/pro-profile`: the whole pro profile; answers the user. */
export async function saveProProfile(api: ApiClient, userId: string, proProfile: ProProfile): Promise<User> {
  const { data } = await api.POST('/users/{id}/pro-profile', {
    params: { path: { id: userId } },
    body: { proProfile },
  });
  if (!data) throw new Error('saveProProfile answered without the user');
  return data;
}

/** `POST /available-locations/create`: the cities served and, per job type, the ways of meeting. */
export async function createAvailableLocations(
  api: ApiClient,
  body: AvailableLocationsInput,
): Promise<AvailableLocations> {
  const { data } = await api.POST('/available-locations/create', { body });
  if (!data) throw new Error('createAvailableLocations answered without the locations');
  return data;
}

export type ProfilePhoto = { imageDataUrl: string } | { socialLoginAvatarUrl: string };

/** The one avatar code §8 names: reported with tags, then rethrown. */
export const INVALID_SOCIAL_AVATAR_URL = 'INVALID_SOCIAL_AVATAR_URL';

/** `POST /upload/profile-photo` as form data (an image data URL, or a social-login avatar URL). A refusal with
 * INVALID_SOCIAL_AVATAR_URL is reported (the client's error reporter, with tags) and rethrown; all reach the caller. */
export async function uploadProfilePhoto(api: ApiClient, photo: ProfilePhoto): Promise<UploadedPhoto> {
  try {
    const { data } = await api.POST('/upload/profile-photo', {
      body: photo,
      bodySerializer: (body) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(body)) form.append(key, String(value));
        return form;
      },
    });
    if (!data) throw new Error('uploadProfilePhoto answered without the photo');
    return data;
  } catch (error) {
    if (isApiError(error) && error.code === INVALID_SOCIAL_AVATAR_URL)
      api.reportSwallowed(error, {
        tags: {
          operation: 'uploadProfilePhoto',
          code: INVALID_SOCIAL_AVATAR_URL,
          source: 'imageDataUrl' in photo ? 'upload' : 'social',
        },
      });
    throw error;
  }
}

/** `POST /users/{id}/avatar`: the photo with the registration step it leads to and whether the profile is
 * complete (§4: the step becomes null once the avatar is saved with profileComplete). */
export async function saveAvatar(
  api: ApiClient,
  userId: string,
  avatar: {
    url: string;
    avatarMeta: AvatarMeta;
    proRegistrationStep: User['proRegistrationStep'];
    profileComplete: boolean;
  },
): Promise<User> {
  const { data } = await api.POST('/users/{id}/avatar', {
    params: { path: { id: userId } },
    body: {
      proRegistrationStep: avatar.proRegistrationStep,
      profile: { avatar: avatar.url },
      avatarMeta: avatar.avatarMeta,
      profileComplete: avatar.profileComplete,
    },
  });
  if (!data) throw new Error('updateUserAvatar answered without the user');
  return data;
}

/** A user's current photo (`GET /users/{id}/avatar`); null when they have none (404). */
export const userAvatarQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: userKeys.avatar(userId),
    queryFn: () =>
      api
        .GET('/users/{id}/avatar', { params: { path: { id: userId } } })
        .then(({ data }) => data?.url ?? null, notFoundAsNull),
  });

/** `PUT /users/{id}/last-online`: the signed-in user is online now (204, no body). */
export async function touchLastOnline(api: ApiClient, userId: string): Promise<void> {
  await api.PUT('/users/{id}/last-online', { params: { path: { id: userId } } });
}

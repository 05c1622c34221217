// Pro sign-up and onboarding against the stateful mock: the landing's calls (the sign-up tree, the
// job types for pro sign-up, a category's detail and its subtree), registration as a pro with the
// referrer tag, each onboarding call with its exact payload, the user as each step leaves it, the
// public profile once complete, and the error paths (the server's registration text, the avatar
// code reported with tags and rethrown, HEAD by email: 404 free vs other errors rethrown).
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  citiesOfPrefectureQueryOptions,
  createAvailableLocations,
  isApiError,
  isEmailRegistered,
  jobCategoryQueryOptions,
  jobTypeSummariesQueryOptions,
  proProfileQueryOptions,
  proSignupTreeQueryOptions,
  register,
  saveAvatar,
  saveBasicInfo,
  saveProProfile,
  subcategoriesByParentQueryOptions,
  uploadProfilePhoto,
  userAvatarQueryOptions,
  userQueryOptions,
  zipCodeQueryOptions,
} from '../../../src/api';
import { registrationFailureText } from '../../../src/features/pro-signup/failure';
import { registeredBy } from '../../../src/features/pro-signup/referrer';
import { basicInfoBody } from '../../../src/features/pro-signup/schemas';
import { currentStep } from '../../../src/features/pro-signup/steps';
import { reportError } from '../../../src/lib/monitoring';
import { apiClient, failing, fixtures, fresh, recording, resetMock } from '../harness';

vi.mock('../../../src/lib/monitoring');

const { newClient } = fixtures.sessions;
const PASSWORD = 'correct-horse-battery';
const IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(async () => {
  vi.mocked(reportError).mockClear();
  await resetMock();
});
afterAll(resetMock);

describe('the sign-up landing', () => {
  it('reads the initial tree, the pro sign-up job types, a category and its subtree (exact calls)', async () => {
    const { api, calls } = recording();
    const query = fresh();
    const { trees } = await query.fetchQuery(proSignupTreeQueryOptions(api, 'ja'));
    const home = trees.find((tree) => tree.id === 'home')!;
    const jobTypes = await query.fetchQuery(jobTypeSummariesQueryOptions(api, 'proSignUp', 'ja'));
    const detail = await query.fetchQuery(jobCategoryQueryOptions(api, home.id, 'ja'));
    const subtree = await query.fetchQuery(subcategoriesByParentQueryOptions(api, home.id, 'ja'));
    expect(calls).toEqual([
      '/pro-job-categories-for-signup/tree?path=initial',
      '/job-types?proSignUp=true',
      '/job-categories/home',
      '/job-categories/home/get-all-subcategories-by-parent',
    ]);
    expect(detail.id).toBe('home');
    expect(subtree.id).toBe('home');
    const filed = JSON.stringify(subtree);
    expect(jobTypes.some((jobType) => filed.includes(`"${jobType.id}"`))).toBe(true);
  });

  it('a category detail once loaded is not asked again (§5)', async () => {
    const { api, calls } = recording();
    const query = fresh();
    await query.fetchQuery(jobCategoryQueryOptions(api, 'home', 'ja'));
    await query.fetchQuery(jobCategoryQueryOptions(api, 'home', 'ja'));
    expect(calls).toEqual(['/job-categories/home']);
  });
});

describe('registration as a pro', () => {
  it('sends the sales tag with the lead, or user; the new pro starts at tier new-user, incomplete, step avatar', async () => {
    const { api, requests } = recording();
    const auth = await register(api, {
      mode: 'pro',
      email: 'pro-onboarding.sales@example.jp',
      password: PASSWORD,
      jobTypes: ['house-cleaning'],
      ...registeredBy({ referrer: 'sales', referrerDetail: 'lead-42' }),
    });
    expect(auth).toEqual(newClient.auth);
    expect(await requests[0]?.json()).toEqual({
      mode: 'pro',
      email: 'pro-onboarding.sales@example.jp',
      password: PASSWORD,
      jobTypes: ['house-cleaning'],
      accountRegisteredBy: 'account-registered-by zmarket-team-member',
      referer: { referrer: 'sales', referrerDetail: 'lead-42' },
    });
    const user = await fresh().fetchQuery(userQueryOptions(apiClient({ token: auth.token }), auth.uid));
    expect(user).toMatchObject({
      email: 'pro-onboarding.sales@example.jp',
      profileComplete: false,
      proRegistrationStep: 'avatar',
      proProfile: {
        jobTypes: ['house-cleaning'],
        mainJobType: 'house-cleaning',
        currentTierId: 'new-user',
        referer: { referrer: 'sales', referrerDetail: 'lead-42' },
      },
    });
    expect(currentStep(user)).toBe('area');
    // The address is taken now (in this run's scope): HEAD says so, a second registration is a 409.
    expect(await isEmailRegistered(api, 'pro-onboarding.sales@example.jp')).toBe(true);
    const again = await register(api, {
      mode: 'pro',
      email: 'pro-onboarding.sales@example.jp',
      password: PASSWORD,
      jobTypes: ['house-cleaning'],
      accountRegisteredBy: 'user',
    }).catch((error: unknown) => error);
    expect(isApiError(again) && again.status).toBe(409);
    expect(registrationFailureText(again)).toBe('This email is already registered');
  });

  it('without a sales referrer the tag is user; HEAD: 404 is free, any other failure is rethrown', async () => {
    expect(registeredBy({})).toEqual({ accountRegisteredBy: 'user' });
    expect(registeredBy({ referrer: 'sales' })).toEqual({ accountRegisteredBy: 'user' });
    const { api } = recording();
    expect(await isEmailRegistered(api, 'pro-onboarding.free@example.jp')).toBe(false);
    await expect(
      isEmailRegistered(failing('checkEmailRegistered', 500), 'pro-onboarding.free@example.jp'),
    ).rejects.toMatchObject({ status: 500 });
  });

  it("a refused registration throws with the server's text (§8)", async () => {
    const failure = await register(failing('register', 429), {
      mode: 'pro',
      email: 'pro-onboarding.limited@example.jp',
      password: PASSWORD,
      jobTypes: ['house-cleaning'],
    }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(429);
    expect(registrationFailureText(failure)).toBe(isApiError(failure) ? failure.body?.error.message : '');
    expect(registrationFailureText(failure)).toBeTruthy();
  });
});

describe('onboarding on the stateful mock', () => {
  it('area, basic info, avatar and confirm: exact payloads, the step after each, then the public profile', async () => {
    const auth = await register(apiClient(), {
      mode: 'pro',
      email: 'pro-onboarding.journey@example.jp',
      password: PASSWORD,
      jobTypes: ['house-cleaning'],
      accountRegisteredBy: 'user',
    });
    const { api, requests, sent } = recording({ token: auth.token });
    const query = fresh();
    const uid = auth.uid;
    // Not public before it is complete.
    expect(await query.fetchQuery(proProfileQueryOptions(api, uid, 'ja'))).toBeNull();

    // Service area: the zip code's city, the cities of the prefecture, then the two saves.
    const [area] = await query.fetchQuery(zipCodeQueryOptions(api, '150-0001', 'ja'));
    expect(area).toMatchObject({ prefecture: 'tokyo', city: 'shibuya-ku' });
    const cities = await query.fetchQuery(citiesOfPrefectureQueryOptions(api, 'tokyo', 'ja'));
    expect(cities.length).toBeGreaterThan(1);
    expect(cities.every((city) => city.prefecture === 'tokyo')).toBe(true);
    expect(await query.fetchQuery(zipCodeQueryOptions(api, '999-9999', 'ja'))).toEqual([]);
    const input = {
      selectedCityIds: ['shibuya-ku', 'meguro-ku'],
      selectedJobTypes: [
        { jobTypeId: 'house-cleaning', selectedMeetTypes: ['proGoToClient' as const, 'remote' as const] },
      ],
    };
    const saved = await createAvailableLocations(api, input);
    expect(saved).toEqual({
      cities: { 'shibuya-ku': true, 'meguro-ku': true },
      clientGoToPro: false,
      proGoToClient: true,
      remote: true,
    });
    const before = await query.fetchQuery(userQueryOptions(api, uid));
    const withBase = await saveProProfile(api, uid, {
      ...before.proProfile!,
      location: { prefecture: 'tokyo', city: 'shibuya-ku', zipCode: '150-0001' },
      availableLocations: saved,
    });
    expect(currentStep(withBase)).toBe('basicInfo');

    // Basic info: names, the company with its furigana.
    const info = basicInfoBody({
      kanjiLast: '山田',
      kanjiFirst: '太郎',
      englishLast: 'Yamada',
      englishFirst: 'Taro',
      companyNameKanji: '山田クリーニング',
      companyNameFurigana: 'やまだくりーにんぐ',
      companyNameEnglish: '',
      description: '',
    });
    expect(info).toEqual({
      profile: {
        fullNameKanji: { last: '山田', first: '太郎' },
        fullNameEnglish: { last: 'Yamada', first: 'Taro' },
        companyNameKanji: '山田クリーニング',
        companyNameFurigana: 'やまだくりーにんぐ',
        isCompany: true,
      },
    });
    expect(currentStep(await saveBasicInfo(api, uid, info))).toBe('avatar');

    // Avatar: the data URL as form data, then the avatar with the step it leads to.
    const photo = await uploadProfilePhoto(api, { imageDataUrl: IMAGE });
    const upload = requests.find((request) =>
      new URL(request.url).pathname.endsWith('/upload/profile-photo'),
    )!;
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries(await upload.formData())).toEqual({ imageDataUrl: IMAGE });
    const atConfirm = await saveAvatar(api, uid, {
      url: photo.url,
      avatarMeta: photo.avatarMeta,
      proRegistrationStep: 'confirm',
      profileComplete: false,
    });
    expect(currentStep(atConfirm)).toBe('confirm');

    // Confirm: the step becomes null with profileComplete.
    const done = await saveAvatar(api, uid, {
      url: photo.url,
      avatarMeta: photo.avatarMeta,
      proRegistrationStep: null,
      profileComplete: true,
    });
    const last = requests.at(-1)!;
    expect(await last.json()).toEqual({
      proRegistrationStep: null,
      profile: { avatar: photo.url },
      avatarMeta: photo.avatarMeta,
      profileComplete: true,
    });
    expect(done).toMatchObject({
      proRegistrationStep: null,
      profileComplete: true,
      profile: { avatar: photo.url },
    });
    expect(currentStep(done)).toBeNull();
    expect(await fresh().fetchQuery(userQueryOptions(api, uid))).toEqual(done);
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/available-locations/create',
      `/users/${uid}/pro-profile`,
      `/users/${uid}/basic-info`,
      '/upload/profile-photo',
      `/users/${uid}/avatar`,
      `/users/${uid}/avatar`,
    ]);

    // The public profile answers the new pro.
    const profile = await fresh().fetchQuery(proProfileQueryOptions(api, uid, 'ja'));
    expect(profile).toMatchObject({
      id: uid,
      name: '山田 太郎',
      companyName: '山田クリーニング',
      avatarUrl: photo.url,
      location: { prefecture: 'tokyo', city: 'shibuya-ku', title: '東京都渋谷区' },
      jobTypeIds: ['house-cleaning'],
      mainJobTypeId: 'house-cleaning',
      isItp: false,
    });
  });

  it("the avatar step's current photo: a pro's URL, none (404) for a new pro", async () => {
    const { api, calls } = recording();
    const pro = fixtures.pros.find((candidate) => !candidate.profile.isItp)!.profile;
    expect(await fresh().fetchQuery(userAvatarQueryOptions(api, pro.id))).toBe(pro.avatarUrl);
    expect(await fresh().fetchQuery(userAvatarQueryOptions(api, newClient.user.id))).toBeNull();
    expect(calls).toEqual([`/users/${pro.id}/avatar`, `/users/${newClient.user.id}/avatar`]);
  });

  it('refuses the onboarding writes without a token (401)', async () => {
    const api = apiClient();
    const input = {
      selectedCityIds: ['shibuya-ku'],
      selectedJobTypes: [{ jobTypeId: 'house-cleaning', selectedMeetTypes: ['remote' as const] }],
    };
    await expect(createAvailableLocations(api, input)).rejects.toMatchObject({ status: 401 });
    await expect(uploadProfilePhoto(api, { imageDataUrl: IMAGE })).rejects.toMatchObject({ status: 401 });
  });

  it('INVALID_SOCIAL_AVATAR_URL is reported with tags and rethrown; other refusals are rethrown unreported', async () => {
    const token = newClient.auth.token;
    const refused = await uploadProfilePhoto(failing('uploadProfilePhoto', 400, { token }), {
      socialLoginAvatarUrl: 'https://social.example.com/me.png',
    }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe('INVALID_SOCIAL_AVATAR_URL');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(refused, {
      tags: { operation: 'uploadProfilePhoto', code: 'INVALID_SOCIAL_AVATAR_URL', source: 'social' },
    });
    vi.mocked(reportError).mockClear();
    await expect(
      uploadProfilePhoto(failing('uploadProfilePhoto', 401, { token }), { imageDataUrl: IMAGE }),
    ).rejects.toMatchObject({ status: 401 });
    expect(reportError).not.toHaveBeenCalled();
  });
});

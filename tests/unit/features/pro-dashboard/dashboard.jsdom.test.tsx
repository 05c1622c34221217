// @vitest-environment jsdom
// The pro's dashboard as a pro sees it during and after onboarding: the step it names is the one the
// continue link opens (the onboarding's resume rule), a name in any accepted form counts and shows,
// the public profile is offered only once it exists, the job-type profiles' 404 is "none yet" while
// a real failure offers a retry, and its links are button-sized tap targets.
import { cleanup, configure, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, type ApiClient, type JobTypeProfile, type User } from '../../../../src/api';
import { buttonClass } from '../../../../src/components/ui/button';
import { ProDashboard } from '../../../../src/features/pro-dashboard/components/ProDashboard';
import { currentStep } from '../../../../src/features/pro-signup/steps';
import { renderUi } from '../../../helpers/render-ui';
import { finishedPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);

/** A pro whose onboarding is finished, every completeness item done. */
const finished: User = finishedPro();
const describedProfiles: JobTypeProfile[] = [
  { userId: 'pro-1', jobTypeId: 'house-cleaning', description: { ja: 'ご依頼を承ります。' } },
];

/** A new pro who saved onboarding step 1 (the service area) only: the server's step is still `avatar`. */
const areaSaved: User = {
  ...finished,
  profileComplete: false,
  proRegistrationStep: 'avatar',
  profile: { isCompany: false },
  proProfile: { ...finished.proProfile!, description: undefined },
};

const JOB_TYPE_PROFILES = '/job-type-profile/get-by-user-id/{id}';
type ProfilesAnswer = () => Promise<{ data: JobTypeProfile[] }>;

/** The job types' names (the dashboard shows no id in their place). */
const JOB_TYPE_NAMES = { id: 'jobTypes', resources: { 'house-cleaning': 'ハウスクリーニング' } };

/**
 * An API that knows one user and the job types' names; the job-type profiles answer as `profiles`
 * says; other lists are empty.
 */
const apiFor = (user: User, profiles: ProfilesAnswer = () => Promise.resolve({ data: [] })) =>
  ({
    GET: (path: string) =>
      path === '/users/{id}'
        ? Promise.resolve({ data: user })
        : path === JOB_TYPE_PROFILES
          ? profiles()
          : path === '/translations/{id}'
            ? Promise.resolve({ data: JOB_TYPE_NAMES })
            : Promise.resolve({ data: [] }),
  }) as unknown as ApiClient;

const failWith = (status: number) => () =>
  Promise.reject(
    new ApiError('listJobTypeProfilesByUser', status, { error: { code: 'X', message: 'failed' } }),
  );

const show = (user: User, options: { language?: 'ja' | 'en'; profiles?: ProfilesAnswer } = {}) =>
  renderUi(<ProDashboard userId={user.id} resumeStep={currentStep} />, {
    api: apiFor(user, options.profiles),
    language: options.language ?? 'ja',
  });

describe('ProDashboard', () => {
  it('names the step the continue link opens (the resume rule, not the raw registration step)', async () => {
    const { screen } = await show(areaSaved);
    const state = await screen.findByTestId('registration-state');
    // The area is saved, the name is not: the onboarding opens 基本情報 (step 2 of 4).
    expect(state.textContent).toContain('次のステップ: 基本情報');
    expect(state.textContent).not.toContain('プロフィール写真');
    expect(within(state).getByRole('link', { name: 'プロフィールの設定を続ける' }).getAttribute('href')).toBe(
      '/pro/onboarding',
    );
  });

  it('says a base not chosen yet is not set, not "拠点: " with nothing (ja, en)', async () => {
    const fresh: User = {
      ...areaSaved,
      proProfile: { ...areaSaved.proProfile!, location: { prefecture: '', city: '' } },
    };
    const { screen } = await show(fresh);
    expect(await screen.findByText('拠点: 未設定')).toBeTruthy();
    cleanup();
    const english = await show(fresh, { language: 'en' });
    expect(await english.screen.findByText('Base: not set yet')).toBeTruthy();
  });

  it('says a dropped social registration (§4) was dropped, with no way back to onboarding', async () => {
    const linked: User = { ...areaSaved, proRegistrationStep: 'socialAccountLinked', requestCount: 0 };
    const { screen } = await show(linked);
    const state = await screen.findByTestId('registration-state');
    expect(state.textContent).toContain('取り消されています');
    expect(within(state).queryByRole('link')).toBeNull();
  });

  it('counts and shows a name given only in English, on English and Japanese pages', async () => {
    const english: User = {
      ...finished,
      profile: {
        ...finished.profile,
        fullNameKanji: undefined,
        fullNameEnglish: { first: 'Noriko', last: 'Hashimoto' },
      },
    };
    const answered = () => Promise.resolve({ data: describedProfiles });
    const en = await show(english, { language: 'en', profiles: answered });
    expect(await en.screen.findByText('Profile 100% complete')).toBeTruthy();
    expect(en.screen.getByText('Name: Done')).toBeTruthy();
    expect(en.screen.getByTestId('dashboard-name').textContent).toBe('Noriko Hashimoto');
    cleanup();

    // A Japanese page falls back to the English name.
    const ja = await show(english, { profiles: answered });
    expect((await ja.screen.findByTestId('dashboard-name')).textContent).toBe('Noriko Hashimoto');
  });

  it('offers the public profile only once registration is complete, and says why not before', async () => {
    const during = await show(areaSaved);
    await during.screen.findByTestId('pro-dashboard');
    expect(during.screen.queryByRole('link', { name: '公開プロフィールを見る' })).toBeNull();
    expect(during.screen.getByTestId('public-profile').textContent).toContain('登録が完了すると');
    cleanup();

    const after = await show(finished);
    const link = await after.screen.findByRole('link', { name: '公開プロフィールを見る' });
    expect(link.getAttribute('href')).toBe('/profile/pro-1/pro');
  });

  it('shows the job types as not yet described when the job-type profiles answer 404 (none yet)', async () => {
    const { screen } = await show(areaSaved, { profiles: failWith(404) });
    const list = await screen.findByTestId('dashboard-job-types');
    expect(await within(list).findByText(/紹介文なし/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a real failure of the job-type profiles with a retry that loads them again', async () => {
    let calls = 0;
    const { screen, user } = await show(finished, {
      profiles: () => (++calls === 1 ? failWith(500)() : Promise.resolve({ data: describedProfiles })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('読み込めませんでした。');
    await user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText(/紹介文あり/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its links as buttons (tap targets of at least 44 px)', async () => {
    const classesOf = (element: HTMLElement) => element.className.split(' ');
    const during = await show(areaSaved);
    const resume = await during.screen.findByRole('link', { name: 'プロフィールの設定を続ける' });
    expect(buttonClass()).not.toBe('');
    expect(classesOf(resume)).toEqual(expect.arrayContaining(buttonClass('primary').split(' ')));
    cleanup();

    const after = await show(finished);
    const publicProfile = await after.screen.findByRole('link', { name: '公開プロフィールを見る' });
    expect(classesOf(publicProfile)).toEqual(expect.arrayContaining(buttonClass().split(' ')));
  });
});

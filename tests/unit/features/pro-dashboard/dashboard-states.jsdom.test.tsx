// @vitest-environment jsdom
// The pro's dashboard when its calls fail, are slow or hang, or its data is not what the app knows,
// as an audit met it in a browser: the completeness never claims a part it could not check is
// missing, no slug or id is shown as a name, a hung call ends in a retry, the focus goes on to what
// a successful retry brought, and a client's note leads to the pro sign-up.
import { act, cleanup, configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type JobTypeProfile, type User } from '../../../../src/api';
import { ProDashboard } from '../../../../src/features/pro-dashboard/components/ProDashboard';
import { currentStep } from '../../../../src/features/pro-signup/steps';
import { renderUi } from '../../../helpers/render-ui';
import { finishedPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PATHS = {
  user: '/users/{id}',
  profiles: '/job-type-profile/get-by-user-id/{id}',
  names: '/translations/{id}',
  prefectures: '/location-prefectures',
  cities: '/location-prefectures/{prefectureId}/location-cities',
} as const;
type Part = keyof typeof PATHS;
/** What a call answers: its data, a failure, or nothing ever. */
type Answer = { data: unknown } | 'fail' | 'pending';

const described: JobTypeProfile[] = [
  { userId: 'pro-1', jobTypeId: 'house-cleaning', description: { ja: 'ご依頼を承ります。' } },
];
const answersFor = (user: User, language: 'ja' | 'en'): Record<Part, Answer> => ({
  user: { data: user },
  profiles: { data: described },
  names: {
    data: {
      id: 'jobTypes',
      resources: { 'house-cleaning': language === 'ja' ? 'ハウスクリーニング' : 'House cleaning' },
    },
  },
  prefectures: { data: [{ key: 'kanagawa', name: '神奈川県', nameRome: 'Kanagawa' }] },
  cities: {
    data: [{ key: 'yokohama-shi-tsurumi-ku', name: '横浜市鶴見区', nameRome: 'Yokohama-shi Tsurumi-ku' }],
  },
});

async function show(
  options: { user?: User; language?: 'ja' | 'en'; answers?: Partial<Record<Part, Answer>> } = {},
) {
  const { user = finishedPro(), language = 'ja' } = options;
  const answers = { ...answersFor(user, language), ...options.answers };
  const GET = vi.fn(async (path: string) => {
    const part = (Object.keys(PATHS) as Part[]).find((key) => PATHS[key] === path);
    const answer = part ? answers[part] : { data: [] };
    if (answer === 'pending') return new Promise<never>(() => undefined);
    if (answer === 'fail') throw new ApiError(`GET ${path}`, 500, undefined);
    return structuredClone(answer);
  });
  const ui = await renderUi(<ProDashboard userId={user.id} resumeStep={currentStep} />, {
    api: { GET } as unknown as ApiClient,
    language,
  });
  return { ...ui, answers, GET };
}

const itemText = (item: string) =>
  document.querySelector(`[data-testid="completeness"] [data-item="${item}"]`)?.textContent;

describe('the completeness while the job-type profiles are unknown (finding 3)', () => {
  it('failed: no score, and the descriptions item says it could not be checked, not "not set"', async () => {
    const ui = await show({ answers: { profiles: 'fail' } });
    await ui.screen.findByText(/サービスごとの紹介文: 確認できませんでした/);
    expect(document.body.textContent).not.toMatch(/プロフィール完成度 \d+%/);
    expect(document.querySelector('meter')).toBeNull();
    expect(itemText('jobTypeDescriptions')).not.toContain('未設定');
    expect(ui.screen.getByTestId('completeness-percent').textContent).toContain('確認できてから');
    // The known items still say what they are.
    expect(itemText('name')).toBe('お名前: 済');
  });

  it('loading: no score, the item is being checked', async () => {
    const ui = await show({ answers: { profiles: 'pending' } });
    await ui.screen.findByText(/サービスごとの紹介文: 確認中/);
    expect(document.querySelector('meter')).toBeNull();
  });

  it('once a retry loads them, the whole score', async () => {
    const ui = await show({ answers: { profiles: 'fail' } });
    const alert = await ui.screen.findByRole('alert');
    ui.answers.profiles = { data: described };
    await ui.user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await ui.screen.findByText('プロフィール完成度 100%')).toBeTruthy();
  });
});

describe('names, never slugs or ids (finding 5)', () => {
  it('the job types’ names failed: says so with a retry, and shows no slug', async () => {
    const ui = await show({ answers: { names: 'fail' } });
    const alert = await ui.screen.findByRole('alert');
    expect(alert.textContent).toContain('サービス名を読み込めませんでした。');
    expect(document.body.textContent).not.toContain('house-cleaning');
    ui.answers.names = answersFor(finishedPro(), 'ja').names;
    await ui.user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    const list = await ui.screen.findByTestId('dashboard-job-types');
    expect(list.textContent).toContain('ハウスクリーニング (メイン)');
  });

  it('the job types’ names loading (en): a loading line, no slug', async () => {
    const ui = await show({ language: 'en', answers: { names: 'pending' } });
    await ui.screen.findByTestId('pro-dashboard');
    expect(ui.screen.getAllByRole('status').some((status) => status.textContent === 'Loading…')).toBe(true);
    expect(document.body.textContent).not.toContain('house-cleaning');
  });

  it('a job type the names do not know: a neutral text', async () => {
    const user = finishedPro({ proProfile: { jobTypes: ['house-cleaning', 'roof-construction'] } });
    const ui = await show({ user });
    const list = await ui.screen.findByTestId('dashboard-job-types');
    await within(list).findByText(/ハウスクリーニング/);
    expect(list.textContent).not.toContain('roof-construction');
    expect(list.textContent).toContain('名称を表示できないサービス');
  });

  it('the prefectures failed or slow: no key, a loading line, then a retry', async () => {
    const slow = await show({ language: 'en', answers: { prefectures: 'pending' } });
    await slow.screen.findByTestId('pro-dashboard');
    expect(document.body.textContent).not.toContain('kanagawa');
    expect(document.body.textContent).toContain('Base: loading…');
    cleanup();

    const ui = await show({ answers: { prefectures: 'fail' } });
    const alert = await ui.screen.findByRole('alert');
    expect(alert.textContent).toContain('地域の名前を読み込めませんでした。');
    expect(document.body.textContent).not.toContain('kanagawa');
    ui.answers.prefectures = answersFor(finishedPro(), 'ja').prefectures;
    await ui.user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await ui.screen.findByText('拠点: 神奈川県')).toBeTruthy();
  });

  it('the cities failed: says so with a retry (their names do not silently go)', async () => {
    const ui = await show({ answers: { cities: 'fail' } });
    const alert = await ui.screen.findByRole('alert');
    expect(alert.textContent).toContain('地域の名前を読み込めませんでした。');
    ui.answers.cities = answersFor(finishedPro(), 'ja').cities;
    await ui.user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect((await ui.screen.findByTestId('dashboard-city-names')).textContent).toBe('横浜市鶴見区');
  });

  it('a prefecture the list does not know (en): a neutral text, not its key', async () => {
    const user = finishedPro({ proProfile: { location: { prefecture: 'atlantis', city: '' } } });
    const ui = await show({ user, language: 'en' });
    expect(await ui.screen.findByText('Base: not available')).toBeTruthy();
    expect(document.body.textContent).not.toContain('atlantis');
  });

  it.each([
    ['unknown', 'platinum-tier-unknown-xyz'],
    ['missing', undefined],
  ])('a tier id %s: a neutral text, not the id or nothing', async (_name, tier) => {
    const user = finishedPro({ proProfile: { currentTierId: tier as string } });
    const ui = await show({ user });
    const value = await ui.screen.findByTestId('tier');
    expect(value.textContent).toBe('表示できません');
    cleanup();
    const known = await show();
    expect((await known.screen.findByTestId('tier')).textContent).toBe('新規プロ');
  });
});

describe('calls that never answer (finding 2)', () => {
  it('the user: loading, then after 10 s an error with a retry that loads it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const ui = await show({ answers: { user: 'pending' } });
    expect((await ui.screen.findByRole('status')).textContent).toBe('読み込み中…');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await ui.screen.findByRole('alert');
    expect(alert.textContent).toContain('アカウント情報を読み込めませんでした。');
    ui.answers.user = { data: finishedPro() };
    await ui.user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await ui.screen.findByTestId('pro-dashboard')).toBeTruthy();
  });

  it('the job-type profiles: after 10 s they count as not checked, with a retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const ui = await show({ answers: { profiles: 'pending' } });
    await ui.screen.findByText(/サービスごとの紹介文: 確認中/);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    const alert = await ui.screen.findByRole('alert');
    expect(itemText('jobTypeDescriptions')).toContain('確認できませんでした');
    ui.answers.profiles = { data: described };
    await ui.user.click(within(alert).getByRole('button', { name: '再読み込み' }));
    expect(await ui.screen.findByText('プロフィール完成度 100%')).toBeTruthy();
  });
});

describe('the focus after a retry that loads (finding 6)', () => {
  it('the user: on the dashboard that took its place', async () => {
    const ui = await show({ answers: { user: 'fail' } });
    const alert = await ui.screen.findByRole('alert');
    ui.answers.user = { data: finishedPro() };
    within(alert).getByRole('button', { name: '再読み込み' }).focus();
    await ui.user.keyboard('{Enter}');
    const heading = await ui.screen.findByRole('heading', { name: 'プロフィールの状況' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('the job-type profiles: on the job types', async () => {
    const ui = await show({ answers: { profiles: 'fail' } });
    const alert = await ui.screen.findByRole('alert');
    ui.answers.profiles = { data: described };
    within(alert).getByRole('button', { name: '再読み込み' }).focus();
    await ui.user.keyboard('{Enter}');
    await ui.screen.findByText('プロフィール完成度 100%');
    await waitFor(() => expect(document.activeElement).toBe(ui.screen.getByTestId('dashboard-job-types')));
  });
});

describe("a client's note (finding 12)", () => {
  it('leads to the pro sign-up', async () => {
    const client = { ...finishedPro(), proProfile: null };
    const ui = await show({ user: client });
    const note = await ui.screen.findByTestId('dashboard-client-note');
    expect(within(note).getByRole('link', { name: 'プロとして登録する' }).getAttribute('href')).toBe(
      '/pro/signup',
    );
  });
});

// @vitest-environment jsdom
// Onboarding step 1 (the service area) with a fake API client, as an audit walked it in a browser:
// a prefecture change keeps none of the previous prefecture's cities; the base is the looked-up zip
// code's city, and a zip code no look-up resolved is not saved against another city; after a reload
// the ways of working show per service what was saved; the zip code is looked up with Enter, and
// asks for a zip code (not "required") when it is blank; the step's inputs take the tap-target styles;
// a look-up answered late keeps what was chosen meanwhile, and is dropped if the zip code changed;
// a look-up under way says so in a live region, and one that fails is announced with what the pro
// can do, the zip code typed kept.
import { readFileSync } from 'node:fs';
import { cleanup, configure, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NetworkError,
  type ApiClient,
  type AvailableLocations,
  type AvailableLocationsInput,
  type ProProfile,
  type User,
} from '../../../../src/api';
import { AreaStep, type AreaDraft } from '../../../../src/features/pro-signup/components/AreaStep';
import { renderUi } from '../../../helpers/render-ui';
import { registeringPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const JOB_TYPES = ['house-cleaning', 'piano-lessons', 'tax-advice'];

const newPro: User = registeringPro({
  id: 'user-pro-area',
  email: 'area@example.jp',
  proProfile: { jobTypes: JOB_TYPES },
});

const city = (key: string, name: string, prefecture: string) => ({
  key,
  name,
  nameRome: key,
  prefecture,
  cityGroup: null,
});
// In the prefecture's own order (新宿区 before 渋谷区), as the location list gives them.
const CITIES: Record<string, ReturnType<typeof city>[]> = {
  tokyo: [city('shinjuku-ku', '新宿区', 'tokyo'), city('shibuya-ku', '渋谷区', 'tokyo')],
  osaka: [city('osaka-kita-ku', '北区', 'osaka'), city('osaka-chuo-ku', '中央区', 'osaka')],
};
const ZIP_CODES: Record<string, { zipCode: string; prefecture: string; city: string }[]> = {
  '150-0001': [{ zipCode: '150-0001', prefecture: 'tokyo', city: 'shibuya-ku' }],
};

/**
 * An API that knows two prefectures, their cities and one zip code, and saves as the mock does.
 * `zipAnswered`: the zip code look-up answers only once it settles (a slow network); what it settles
 * with, when not undefined, is the look-up's answer (whatever its shape).
 */
function fakeApi(zipAnswered?: Promise<unknown>) {
  const GET = vi.fn(
    async (
      path: string,
      init?: { params?: { query?: Record<string, string> } },
    ): Promise<{ data: unknown }> => {
      const query = init?.params?.query ?? {};
      switch (path) {
        case '/location-prefectures':
          return {
            data: [
              { key: 'tokyo', name: '東京都', nameRome: 'Tokyo' },
              { key: 'osaka', name: '大阪府', nameRome: 'Osaka' },
            ],
          };
        case '/location-cities':
          return { data: CITIES[query.prefecture ?? ''] ?? [] };
        case '/locations': {
          const answer = await zipAnswered;
          return { data: answer ?? ZIP_CODES[query.zipCode ?? ''] ?? [] };
        }
        case '/job-types':
          return {
            data: JOB_TYPES.map((id) => ({
              id,
              title: { ja: id, en: id },
              category: 'home',
              categories: [],
            })),
          };
        default:
          return { data: [] };
      }
    },
  );
  const POST = vi.fn(async (path: string, init: { body: unknown }): Promise<{ data: unknown }> => {
    if (path === '/available-locations/create') {
      const body = init.body as AvailableLocationsInput;
      const meet = new Set(body.selectedJobTypes.flatMap((entry) => entry.selectedMeetTypes));
      const saved: AvailableLocations = {
        cities: Object.fromEntries(body.selectedCityIds.map((key) => [key, true])),
        clientGoToPro: meet.has('clientGoToPro'),
        proGoToClient: meet.has('proGoToClient'),
        remote: meet.has('remote'),
      };
      return { data: saved };
    }
    const { proProfile } = init.body as { proProfile: ProProfile };
    return { data: { ...newPro, proProfile } };
  });
  const bodyOf = (path: string) => POST.mock.calls.find(([called]) => called === path)?.[1].body;
  return { api: { GET, POST } as unknown as ApiClient, GET, POST, bodyOf };
}

/** The step as the onboarding holds it: the draft kept above it, the saved user handed back. */
function Step({
  user,
  language,
  onSaved,
}: {
  user: User;
  language: 'ja' | 'en';
  onSaved: (user: User) => void;
}) {
  const [draft, setDraft] = useState<AreaDraft | undefined>();
  return <AreaStep user={user} language={language} draft={draft} onDraft={setDraft} onSaved={onSaved} />;
}

async function renderStep(user: User = newPro, zipAnswered?: Promise<unknown>, language: 'ja' | 'en' = 'ja') {
  const fake = fakeApi(zipAnswered);
  const onSaved = vi.fn();
  const ui = await renderUi(<Step user={user} language={language} onSaved={onSaved} />, {
    api: fake.api,
    language,
  });
  await ui.screen.findByRole('option', { name: language === 'ja' ? '東京都' : 'Tokyo' });
  return { ...ui, ...fake, onSaved };
}

/** A zip code look-up that answers, or finds no server, only when the test says. */
const slowLookUp = () => {
  let answer = () => {};
  let fail = () => {};
  const answered = new Promise<void>((resolve, reject) => {
    answer = resolve;
    fail = () => reject(new NetworkError('GET /locations'));
  });
  return { answered, answer, fail };
};
type Ui = Awaited<ReturnType<typeof renderStep>>;

const prefectureSelect = (ui: Ui) => ui.screen.getByLabelText('都道府県') as HTMLSelectElement;
const zipInput = (ui: Ui) => ui.screen.getByLabelText('郵便番号（任意）') as HTMLInputElement;
const citiesLegend = (ui: Ui) => ui.screen.getByTestId('cities').querySelector('legend')?.textContent;
const tick = async (ui: Ui, name: string) => ui.user.click(await ui.screen.findByRole('checkbox', { name }));
const meetChip = (ui: Ui, jobTypeId: string, name: string) =>
  within(ui.screen.getByTestId(`meet-${jobTypeId}`)).getByRole('checkbox', { name }) as HTMLInputElement;
const save = (ui: Ui) => ui.user.click(ui.screen.getByRole('button', { name: '保存して次へ' }));

describe('a prefecture change (defect 1)', () => {
  it('drops the previous prefecture’s cities: the count, the cities sent and the base are the new one’s', async () => {
    const ui = await renderStep();
    await ui.user.selectOptions(prefectureSelect(ui), 'tokyo');
    await tick(ui, '渋谷区');
    await tick(ui, '新宿区');
    expect(citiesLegend(ui)).toContain('2件選択中');

    await ui.user.selectOptions(prefectureSelect(ui), 'osaka');
    await ui.screen.findByRole('checkbox', { name: '北区' });
    expect(citiesLegend(ui)).toContain('0件選択中');
    await save(ui);
    expect(await ui.screen.findByText('対応する市区町村を1つ以上選んでください。')).toBeTruthy();
    expect(ui.POST).not.toHaveBeenCalled();

    await tick(ui, '中央区');
    await save(ui);
    await vi.waitFor(() => expect(ui.onSaved).toHaveBeenCalled());
    expect(ui.bodyOf('/available-locations/create')).toMatchObject({ selectedCityIds: ['osaka-chuo-ku'] });
    expect((ui.bodyOf('/users/{id}/pro-profile') as { proProfile: ProProfile }).proProfile.location).toEqual({
      prefecture: 'osaka',
      city: 'osaka-chuo-ku',
    });
  });

  it('a zip code of another prefecture replaces the chosen cities with its own', async () => {
    const ui = await renderStep();
    await ui.user.selectOptions(prefectureSelect(ui), 'osaka');
    await tick(ui, '北区');
    await ui.user.type(zipInput(ui), '150-0001');
    await ui.user.click(ui.screen.getByRole('button', { name: '郵便番号から探す' }));
    expect((await ui.screen.findByRole('checkbox', { name: '渋谷区' })) as HTMLInputElement).toHaveProperty(
      'checked',
      true,
    );
    expect(prefectureSelect(ui).value).toBe('tokyo');
    expect(citiesLegend(ui)).toContain('1件選択中');
  });
});

describe('the base and its zip code (defect 2)', () => {
  it('the base is the looked-up zip code’s city, not the first city ticked in list order', async () => {
    const ui = await renderStep();
    await ui.user.type(zipInput(ui), '150-0001');
    await ui.user.click(ui.screen.getByRole('button', { name: '郵便番号から探す' }));
    await ui.screen.findByText('郵便番号の地域を選びました。');
    await tick(ui, '新宿区');
    await save(ui);
    await vi.waitFor(() => expect(ui.onSaved).toHaveBeenCalled());
    expect(ui.bodyOf('/available-locations/create')).toMatchObject({
      selectedCityIds: ['shibuya-ku', 'shinjuku-ku'],
    });
    expect((ui.bodyOf('/users/{id}/pro-profile') as { proProfile: ProProfile }).proProfile.location).toEqual({
      prefecture: 'tokyo',
      city: 'shibuya-ku',
      zipCode: '150-0001',
    });
  });

  it('a zip code never looked up is refused at the field, not saved against another city', async () => {
    const ui = await renderStep();
    await ui.user.type(zipInput(ui), '999-9999');
    await ui.user.selectOptions(prefectureSelect(ui), 'tokyo');
    await tick(ui, '新宿区');
    await save(ui);
    const error = await ui.screen.findByText(/郵便番号の地域を確かめられていません/);
    expect(zipInput(ui).getAttribute('aria-invalid')).toBe('true');
    // Tied to the field (read with it, and shown by it: in the zip code's own form, not at the step's end).
    expect(zipInput(ui).getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(error.closest('form')).toBe(zipInput(ui).closest('form'));
    expect(document.activeElement).toBe(zipInput(ui));
    expect(ui.POST).not.toHaveBeenCalled();

    await ui.user.clear(zipInput(ui));
    await save(ui);
    await vi.waitFor(() => expect(ui.onSaved).toHaveBeenCalled());
    expect((ui.bodyOf('/users/{id}/pro-profile') as { proProfile: ProProfile }).proProfile.location).toEqual({
      prefecture: 'tokyo',
      city: 'shinjuku-ku',
    });
    expect(ui.screen.queryByText(/郵便番号の地域を確かめられていません/)).toBeNull();
  });

  it('a zip code no area has: the place chosen by hand is saved, without the zip code', async () => {
    const ui = await renderStep();
    await ui.user.type(zipInput(ui), '999-9999');
    await ui.user.click(ui.screen.getByRole('button', { name: '郵便番号から探す' }));
    await ui.screen.findByText(/この郵便番号の地域は見つかりませんでした/);
    await ui.user.selectOptions(prefectureSelect(ui), 'tokyo');
    await tick(ui, '新宿区');
    await save(ui);
    await vi.waitFor(() => expect(ui.onSaved).toHaveBeenCalled());
    expect((ui.bodyOf('/users/{id}/pro-profile') as { proProfile: ProProfile }).proProfile.location).toEqual({
      prefecture: 'tokyo',
      city: 'shinjuku-ku',
    });
    expect(zipInput(ui).value).toBe('999-9999');
  });

  it('a zip code changed after its look-up is not saved until it is looked up again', async () => {
    const ui = await renderStep();
    await ui.user.type(zipInput(ui), '150-0001');
    await ui.user.click(ui.screen.getByRole('button', { name: '郵便番号から探す' }));
    await ui.screen.findByText('郵便番号の地域を選びました。');
    await ui.user.clear(zipInput(ui));
    await ui.user.type(zipInput(ui), '160-0022');
    await save(ui);
    expect(await ui.screen.findByText(/郵便番号の地域を確かめられていません/)).toBeTruthy();
    expect(ui.POST).not.toHaveBeenCalled();
  });
});

describe('a zip code answered late (defect 5)', () => {
  const lookUp = (ui: Ui) => ui.user.click(ui.screen.getByRole('button', { name: '郵便番号から探す' }));

  it('keeps what the pro chose while it was looked up', async () => {
    const slow = slowLookUp();
    const ui = await renderStep(newPro, slow.answered);
    await ui.user.type(zipInput(ui), '150-0001');
    await lookUp(ui);
    // While the look-up is out: a way of meeting for one service swapped.
    await ui.user.click(meetChip(ui, 'piano-lessons', 'オンライン'));
    await ui.user.click(meetChip(ui, 'piano-lessons', '出張'));
    slow.answer();
    await ui.screen.findByText('郵便番号の地域を選びました。');
    expect(prefectureSelect(ui).value).toBe('tokyo');
    expect(meetChip(ui, 'piano-lessons', 'オンライン').checked).toBe(true);
    expect(meetChip(ui, 'piano-lessons', '出張').checked).toBe(false);
    expect((await ui.screen.findByRole('checkbox', { name: '渋谷区' })) as HTMLInputElement).toHaveProperty(
      'checked',
      true,
    );
  });

  it('is dropped when the zip code was changed meanwhile: the place the pro chose stays', async () => {
    const slow = slowLookUp();
    const ui = await renderStep(newPro, slow.answered);
    await ui.user.type(zipInput(ui), '150-0001');
    await lookUp(ui);
    await ui.user.clear(zipInput(ui));
    await ui.user.type(zipInput(ui), '530-0001');
    await ui.user.selectOptions(prefectureSelect(ui), 'osaka');
    await tick(ui, '北区');
    slow.answer();
    await vi.waitFor(() => expect(ui.GET).toHaveBeenCalledWith('/locations', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prefectureSelect(ui).value).toBe('osaka');
    expect(zipInput(ui).value).toBe('530-0001');
    expect(citiesLegend(ui)).toContain('1件選択中');
    expect(ui.screen.queryByTestId('zip-message')).toBeNull();
    // Nor does it leave "looking up" behind.
    expect(ui.screen.getByTestId('zip-status').textContent).toBe('');
  });
});

describe('a zip code look-up under way, and failing', () => {
  const TEXT = {
    ja: {
      zipCode: '郵便番号（任意）',
      lookUp: '郵便番号から探す',
      lookingUp: '住所を検索しています…',
      failed: '郵便番号から住所を検索できませんでした',
      yourself: '都道府県と市区町村をご自身で選んでください',
    },
    en: {
      zipCode: 'Zip code (optional)',
      lookUp: 'Look up the zip code',
      lookingUp: 'Looking up the address…',
      failed: 'The address for this zip code could not be looked up',
      yourself: 'choose the prefecture and cities yourself',
    },
  } as const;

  it.each(['ja', 'en'] as const)(
    '(%s) says it is looking up in a live region, then announces the failure and what to do; the zip code stays',
    async (language) => {
      const text = TEXT[language];
      const slow = slowLookUp();
      const ui = await renderStep(newPro, slow.answered, language);
      // The live region is there before anything is said in it: one added with its words is often not read.
      const status = ui.screen.getByTestId('zip-status');
      expect(status.getAttribute('role')).toBe('status');
      expect(status.textContent).toBe('');
      const zip = ui.screen.getByLabelText(text.zipCode) as HTMLInputElement;
      await ui.user.type(zip, '150-0001');
      await ui.user.click(ui.screen.getByRole('button', { name: text.lookUp }));
      await vi.waitFor(() => expect(status.textContent).toBe(text.lookingUp));
      expect(ui.screen.queryByRole('alert')).toBeNull();

      slow.fail();
      const alert = await ui.screen.findByRole('alert');
      expect(alert.textContent).toContain(text.failed);
      expect(alert.textContent).toContain(text.yourself);
      expect(status.textContent).toBe('');
      expect(zip.value).toBe('150-0001');
    },
  );
});

describe('the ways of working after a reload (defect 3)', () => {
  it('show per service what was saved, not every way for every service', async () => {
    const first = await renderStep();
    await first.user.selectOptions(prefectureSelect(first), 'tokyo');
    await tick(first, '渋谷区');
    // The start is 出張 for every service: one keeps it, one swaps it for 来店, one for オンライン.
    await first.user.click(meetChip(first, 'piano-lessons', 'お客様が来店'));
    await first.user.click(meetChip(first, 'piano-lessons', '出張'));
    await first.user.click(meetChip(first, 'tax-advice', 'オンライン'));
    await first.user.click(meetChip(first, 'tax-advice', '出張'));
    await save(first);
    await vi.waitFor(() => expect(first.onSaved).toHaveBeenCalled());
    const saved = first.onSaved.mock.calls[0]?.[0] as User;
    expect(saved.proProfile?.availableLocations).toMatchObject({
      proGoToClient: true,
      clientGoToPro: true,
      remote: true,
    });
    cleanup();

    // A reload: no draft, the saved user.
    const again = await renderStep(saved);
    const ticked = (jobTypeId: string) =>
      ['お客様が来店', '出張', 'オンライン'].filter((name) => meetChip(again, jobTypeId, name).checked);
    expect(ticked('house-cleaning')).toEqual(['出張']);
    expect(ticked('piano-lessons')).toEqual(['お客様が来店']);
    expect(ticked('tax-advice')).toEqual(['オンライン']);
    expect(
      (await again.screen.findByRole('checkbox', { name: '渋谷区' })) as HTMLInputElement,
    ).toHaveProperty('checked', true);
  });
});

describe('the step’s inputs (defect 4)', () => {
  it('Enter in the zip code looks it up', async () => {
    const ui = await renderStep();
    await ui.user.type(zipInput(ui), '150-0001{Enter}');
    expect(await ui.screen.findByText('郵便番号の地域を選びました。')).toBeTruthy();
    expect(prefectureSelect(ui).value).toBe('tokyo');
    expect(ui.POST).not.toHaveBeenCalled();
  });

  it('a blank zip code looked up asks for one, not "required" (the field is optional)', async () => {
    const ui = await renderStep();
    await ui.user.click(ui.screen.getByRole('button', { name: '郵便番号から探す' }));
    const message = await ui.screen.findByTestId('zip-message');
    expect(message.textContent).toBe('検索する郵便番号を入力してください。');
  });

  it('the zip code and the prefecture take the tap-target styles the basic-info step’s inputs take', async () => {
    const ui = await renderStep();
    // tokens.css styles text inputs by their type (a tap target high); an input without one is left bare.
    expect(
      zipInput(ui).matches("input:is([type='text'], [type='email'], [type='password'], [type='tel'])"),
    ).toBe(true);
    expect(zipInput(ui).closest('form')).not.toBeNull();
    const css = readFileSync('src/features/pro-signup/components/ProSignup.module.css', 'utf8');
    const selectRule = /\.field select\s*\{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(selectRule).toContain('min-height: var(--tap-target)');
    expect(prefectureSelect(ui).closest('form')).not.toBeNull();
  });
});

describe('after a look-up that failed, the place chosen by hand (audit s23, 2)', () => {
  it.each(['ja', 'en'] as const)(
    '(%s) is saved as the message offers, without the zip code, which stays typed',
    async (language) => {
      const slow = slowLookUp();
      const ui = await renderStep(newPro, slow.answered, language);
      const zip = ui.screen.getByLabelText(
        language === 'ja' ? '郵便番号（任意）' : 'Zip code (optional)',
      ) as HTMLInputElement;
      await ui.user.type(zip, '150-0001');
      await ui.user.click(
        ui.screen.getByRole('button', {
          name: language === 'ja' ? '郵便番号から探す' : 'Look up the zip code',
        }),
      );
      slow.fail();
      const alert = await ui.screen.findByRole('alert');
      // It says what becomes of the zip code; it no longer asks for it to be cleared.
      expect(alert.textContent).toContain(
        language === 'ja' ? '郵便番号は保存されません' : 'the zip code will not be saved',
      );
      await ui.user.selectOptions(
        ui.screen.getByLabelText(language === 'ja' ? '都道府県' : 'Prefecture'),
        'tokyo',
      );
      await ui.user.click(
        await ui.screen.findByRole('checkbox', { name: language === 'ja' ? '渋谷区' : 'shibuya-ku' }),
      );
      await ui.user.click(
        ui.screen.getByRole('button', { name: language === 'ja' ? '保存して次へ' : 'Save and continue' }),
      );
      await vi.waitFor(() => expect(ui.onSaved).toHaveBeenCalled());
      expect(
        (ui.bodyOf('/users/{id}/pro-profile') as { proProfile: ProProfile }).proProfile.location,
      ).toEqual({ prefecture: 'tokyo', city: 'shibuya-ku' });
      expect(zip.value).toBe('150-0001');
      expect(zip.getAttribute('aria-invalid')).toBeNull();
    },
  );

  it('a zip code changed after the failed look-up is refused again until looked up or cleared', async () => {
    const slow = slowLookUp();
    const ui = await renderStep(newPro, slow.answered);
    await ui.user.type(zipInput(ui), '150-0001');
    await ui.user.click(ui.screen.getByRole('button', { name: '郵便番号から探す' }));
    slow.fail();
    await ui.screen.findByRole('alert');
    await ui.user.clear(zipInput(ui));
    await ui.user.type(zipInput(ui), '160-0022');
    await ui.user.selectOptions(prefectureSelect(ui), 'tokyo');
    await tick(ui, '新宿区');
    await save(ui);
    expect(await ui.screen.findByText(/郵便番号の地域を確かめられていません/)).toBeTruthy();
    expect(ui.POST).not.toHaveBeenCalled();
  });
});

describe('a zip code answer not of the expected shape (audit s23, 11)', () => {
  it.each([
    ['not a list', { zipCode: '1500021' }],
    ['an entry without its fields', [{ zipCode: 1500021 }]],
    ['an unknown prefecture', [{ zipCode: '1500021', prefecture: '<b>tokyo</b>', city: 'xxxx' }]],
    ['a city the prefecture does not list', [{ zipCode: '1500021', prefecture: 'tokyo', city: 'xxxx' }]],
  ])(
    '(%s) is a failed look-up: nothing said chosen, nothing changed, the zip code kept',
    async (_, answer) => {
      const ui = await renderStep(newPro, Promise.resolve(answer));
      await ui.user.selectOptions(prefectureSelect(ui), 'osaka');
      await tick(ui, '北区');
      await ui.user.type(zipInput(ui), '150-0021');
      await ui.user.click(ui.screen.getByRole('button', { name: '郵便番号から探す' }));
      const alert = await ui.screen.findByRole('alert');
      expect(alert.textContent).toContain('郵便番号から住所を検索できませんでした');
      expect(ui.screen.queryByText('郵便番号の地域を選びました。')).toBeNull();
      expect(prefectureSelect(ui).value).toBe('osaka');
      expect(citiesLegend(ui)).toContain('1件選択中');
      expect(zipInput(ui).value).toBe('150-0021');
    },
  );
});

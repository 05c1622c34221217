// @vitest-environment jsdom
// The area step's zip code look-ups, answered in the order the test chooses (each one held until the
// test settles it): only the last look-up of the zip code in the field counts — a slower, earlier
// one answering after it (a failure after a success, a success after a failure; the same zip code
// typed another way, or another zip code) changes nothing and says nothing; and what a look-up
// said (its failure alert, its message) goes when the zip code it was about is changed, the live
// status and the alert staying where a screen reader finds them.
import { act, cleanup, configure } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, type ApiClient, type ProProfile, type User } from '../../../../src/api';
import { AreaStep, type AreaDraft } from '../../../../src/features/pro-signup/components/AreaStep';
import { renderUi } from '../../../helpers/render-ui';
import { registeringPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const pro: User = registeringPro({
  id: 'user-pro-zip-race',
  email: 'zip-race@example.jp',
  proProfile: { jobTypes: ['house-cleaning'] },
});

const city = (key: string, name: string) => ({
  key,
  name,
  nameRome: key,
  prefecture: 'tokyo',
  cityGroup: null,
});
const PLACES: Record<string, { zipCode: string; prefecture: string; city: string }> = {
  '150-0001': { zipCode: '150-0001', prefecture: 'tokyo', city: 'shibuya-ku' },
  '1500001': { zipCode: '150-0001', prefecture: 'tokyo', city: 'shibuya-ku' },
  '160-0022': { zipCode: '160-0022', prefecture: 'tokyo', city: 'shinjuku-ku' },
};

/** One zip code look-up sent: it answers (its place) or finds no server when the test says. */
interface HeldLookUp {
  zipCode: string;
  answer: () => Promise<void>;
  fail: () => Promise<void>;
}

/** An API whose zip code look-ups are held, one each, in `lookUps` (in the order sent). */
function fakeApi() {
  const lookUps: HeldLookUp[] = [];
  const GET = vi.fn(async (path: string, init?: { params?: { query?: Record<string, string> } }) => {
    const query = init?.params?.query ?? {};
    switch (path) {
      case '/location-prefectures':
        return { data: [{ key: 'tokyo', name: '東京都', nameRome: 'Tokyo' }] };
      case '/location-cities':
        return { data: [city('shinjuku-ku', '新宿区'), city('shibuya-ku', '渋谷区')] };
      case '/locations': {
        const zipCode = query.zipCode ?? '';
        return new Promise<{ data: unknown }>((resolve, reject) => {
          lookUps.push({
            zipCode,
            answer: () => act(async () => resolve({ data: [PLACES[zipCode]] })),
            fail: () => act(async () => reject(new NetworkError('GET /locations'))),
          });
        });
      }
      default:
        return { data: [] };
    }
  });
  const POST = vi.fn(async (path: string, init: { body: unknown }) =>
    path === '/available-locations/create'
      ? { data: { cities: { 'shibuya-ku': true }, clientGoToPro: false, proGoToClient: true, remote: false } }
      : { data: { ...pro, proProfile: (init.body as { proProfile: ProProfile }).proProfile } },
  );
  const bodyOf = (path: string) => POST.mock.calls.find(([called]) => called === path)?.[1].body;
  return { api: { GET, POST } as unknown as ApiClient, lookUps, POST, bodyOf };
}

function Step({ onSaved }: { onSaved: (user: User) => void }) {
  const [draft, setDraft] = useState<AreaDraft | undefined>();
  return <AreaStep user={pro} language="ja" draft={draft} onDraft={setDraft} onSaved={onSaved} />;
}

async function renderStep() {
  const fake = fakeApi();
  const onSaved = vi.fn();
  const ui = await renderUi(<Step onSaved={onSaved} />, { api: fake.api });
  await ui.screen.findByRole('option', { name: '東京都' });
  const zip = ui.screen.getByLabelText('郵便番号（任意）') as HTMLInputElement;
  const status = ui.screen.getByTestId('zip-status');
  /** Types `value` in place of the zip code and looks it up: its look-up, held. */
  const lookUp = async (value: string) => {
    const sent = fake.lookUps.length;
    await ui.user.clear(zip);
    await ui.user.type(zip, value);
    await ui.user.click(ui.screen.getByRole('button', { name: '郵便番号から探す' }));
    await vi.waitFor(() => expect(fake.lookUps).toHaveLength(sent + 1));
    return fake.lookUps[sent]!;
  };
  return { ...ui, ...fake, onSaved, zip, status, lookUp };
}

const FOUND = '郵便番号の地域を選びました。';
const FAILED = '郵便番号から住所を検索できませんでした';

describe('a slow look-up answering after a later one', () => {
  it.each([
    ['the same zip code typed another way', '150-0001', '1500001'],
    ['another zip code', '160-0022', '150-0001'],
  ])(
    '(%s) a failure after the success says nothing and keeps the zip code found',
    async (_, first, second) => {
      const ui = await renderStep();
      const slow = await ui.lookUp(first);
      const fast = await ui.lookUp(second);
      await fast.answer();
      await vi.waitFor(() => expect(ui.status.textContent).toBe(FOUND));
      expect(ui.zip.value).toBe('150-0001');

      await slow.fail();
      expect(ui.screen.queryByRole('alert')).toBeNull();
      expect(ui.status.textContent).toBe(FOUND);
      expect(ui.zip.value).toBe('150-0001');
      // The zip code found is the base's, saved with it (not "no place" because of the stale failure).
      await ui.user.click(ui.screen.getByRole('button', { name: '保存して次へ' }));
      await vi.waitFor(() => expect(ui.onSaved).toHaveBeenCalled());
      expect(
        (ui.bodyOf('/users/{id}/pro-profile') as { proProfile: ProProfile }).proProfile.location,
      ).toEqual({
        prefecture: 'tokyo',
        city: 'shibuya-ku',
        zipCode: '150-0001',
      });
    },
  );

  it.each([
    ['the same zip code typed another way', '1500001', '150-0001'],
    ['another zip code', '160-0022', '150-0001'],
  ])(
    '(%s) a success after the failure chooses nothing and leaves the failure said',
    async (_, first, second) => {
      const ui = await renderStep();
      const slow = await ui.lookUp(first);
      const fast = await ui.lookUp(second);
      await fast.fail();
      const alert = await ui.screen.findByRole('alert');
      expect(alert.textContent).toContain(FAILED);

      await slow.answer();
      expect(ui.screen.getByRole('alert')).toBe(alert);
      expect(ui.status.textContent).toBe('');
      expect((ui.screen.getByLabelText('都道府県') as HTMLSelectElement).value).toBe('');
      expect(ui.zip.value).toBe(second);
    },
  );

  it('the later look-up, not the slow one, ends "looking up"', async () => {
    const ui = await renderStep();
    const slow = await ui.lookUp('160-0022');
    const fast = await ui.lookUp('150-0001');
    expect(ui.status.textContent).toBe('住所を検索しています…');
    await slow.fail();
    expect(ui.status.textContent).toBe('住所を検索しています…');
    await fast.answer();
    await vi.waitFor(() => expect(ui.status.textContent).toBe(FOUND));
  });
});

describe('what a look-up said, once its zip code is changed', () => {
  it('its failure alert goes (the zip code typed stays), and a look-up of the new one says its own', async () => {
    const ui = await renderStep();
    const failing = await ui.lookUp('160-0022');
    await failing.fail();
    const alert = await ui.screen.findByRole('alert');
    expect(alert.textContent).toContain(FAILED);
    // Still an alert beside the field's form, the focus left on the button pressed.
    expect(alert.closest('form')).toBe(ui.zip.closest('form'));
    expect(document.activeElement).toBe(ui.screen.getByRole('button', { name: '郵便番号から探す' }));

    await ui.user.type(ui.zip, '{Backspace}3');
    expect(ui.zip.value).toBe('160-0023');
    expect(ui.screen.queryByRole('alert')).toBeNull();

    const found = await ui.lookUp('150-0001');
    await found.answer();
    await vi.waitFor(() => expect(ui.status.textContent).toBe(FOUND));
    expect(ui.screen.queryByRole('alert')).toBeNull();
  });

  it('its message goes too: what was found is no longer said of another zip code', async () => {
    const ui = await renderStep();
    const found = await ui.lookUp('150-0001');
    await found.answer();
    await vi.waitFor(() => expect(ui.status.textContent).toBe(FOUND));
    await ui.user.type(ui.zip, '{Backspace}2');
    expect(ui.status.textContent).toBe('');
    // The live region itself stays on the page, to say the next look-up.
    expect(ui.status.getAttribute('role')).toBe('status');
  });

  it('a look-up under way for a zip code since changed is not said to be under way, and its answer is dropped', async () => {
    const ui = await renderStep();
    const slow = await ui.lookUp('150-0001');
    expect(ui.status.textContent).toBe('住所を検索しています…');
    await ui.user.type(ui.zip, '{Backspace}2');
    expect(ui.status.textContent).toBe('');
    await slow.fail();
    expect(ui.screen.queryByRole('alert')).toBeNull();
    expect(ui.zip.value).toBe('150-0002');
  });
});

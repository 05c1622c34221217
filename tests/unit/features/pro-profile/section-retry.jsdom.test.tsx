// @vitest-environment jsdom
// A profile section that failed to load, as an audit met it (findings 4 and 7): its retry was the
// browser's default grey button, and pressing it from the keyboard left the focus on the page's start
// (the button goes away as the section loads again). The retry has the app's button style, and its
// press leaves the focus in the section: on its heading, where reading of what loaded starts.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type PublicPro } from '../../../../src/api';
import { buttonClass } from '../../../../src/components/ui/button';
import { ProfileSection } from '../../../../src/features/pro-profile/components/ProfileSection';
import { PricingMenuList } from '../../../../src/features/pro-profile/components/ProfileSections';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

const pro = { id: 'pro-0001', slug: 'hashimoto-house-cleaning', isItp: false } as PublicPro;
const menu = { items: [{ key: 'basic', title: '基本プラン', price: 15000, priceUnit: '1台' }] };

const TEXTS = {
  ja: { title: '料金メニュー', failed: '料金メニューを読み込めませんでした。', retry: '再読み込み' },
  en: { title: 'Pricing menu', failed: 'Pricing menu could not be loaded.', retry: 'Try again' },
} as const;

async function renderFailedSection(language: 'ja' | 'en') {
  let fail = true;
  const GET = vi.fn(async () => {
    if (fail) throw new ApiError('GET /users/{id}/pricing-menu', 500, undefined);
    return { data: menu };
  });
  const api = { GET } as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = await renderUi(
    <ProfileSection id="pricing-menu" title={TEXTS[language].title} skeleton={{ height: '4.5rem' }}>
      <PricingMenuList pro={pro} language={language} />
    </ProfileSection>,
    { language, api, queryClient },
  );
  const section = await ui.screen.findByTestId('pricing-menu');
  const alert = await within(section).findByRole('alert');
  expect(alert.textContent).toContain(TEXTS[language].failed);
  return { ...ui, section, answer: () => void (fail = false) };
}

describe.each(['ja', 'en'] as const)('a failed profile section (%s)', (language) => {
  const text = TEXTS[language];

  it("offers its retry with the app's button style (44 px tall)", async () => {
    const { section } = await renderFailedSection(language);
    const retry = within(section).getByRole('button', { name: text.retry });
    for (const name of buttonClass().split(' ')) expect(retry.classList).toContain(name);
  });

  it('keeps the focus in the section when its retry is pressed', async () => {
    const { section, user, answer } = await renderFailedSection(language);
    answer();
    within(section).getByRole('button', { name: text.retry }).focus();
    await user.keyboard('{Enter}');
    await within(section).findByText('基本プラン');
    const heading = within(section).getByRole('heading', { level: 2, name: text.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

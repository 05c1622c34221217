// @vitest-environment jsdom
// A pricing menu row on a 390 px phone, as an audit met it in English (finding 9): one price broke as
// "￥9,500 /" then "1台", the others as "￥4,500" then "/ 1件" — the unit's text (" / 1台") could
// break before or after its slash, and the browser chose by the row's width. The amount stays on one
// line and the unit (with its slash) is one piece beside it: it goes under the amount whole, never
// leaving its slash behind. (jsdom lays nothing out: the rules that make it so are checked as the
// page's styles apply them.)
import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, PublicPro } from '../../../../src/api';
import { PricingMenuList } from '../../../../src/features/pro-profile/components/ProfileSections';
import { profileQueries } from '../../../../src/features/pro-profile/profile-queries';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

const profileCss = readFileSync('src/features/pro-profile/components/profile.css', 'utf8');

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const pro = { id: 'pro-0001', slug: 'fujii-house-cleaning', isItp: false } as PublicPro;
const menu = {
  items: [
    { key: 'paint', title: '外壁塗装 スタンダードプラン', price: 9500, priceUnit: '1台' },
    { key: 'clean', title: 'エアコンクリーニング', price: 4500, priceUnit: '1件' },
  ],
};
const api = { GET: vi.fn(async () => ({ data: menu })) } as unknown as ApiClient;

async function renderMenu(language: 'ja' | 'en') {
  const style = document.createElement('style');
  style.textContent = profileCss;
  document.head.append(style);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  await queryClient.ensureQueryData(profileQueries(api, pro, language).pricingMenu);
  const ui = await renderUi(<PricingMenuList pro={pro} language={language} />, {
    language,
    api,
    queryClient,
  });
  await ui.screen.findByText('外壁塗装 スタンダードプラン');
  return [...ui.container.querySelectorAll<HTMLElement>('.pricing-menu__item .price')];
}

describe.each(['en', 'ja'] as const)('a pricing menu price (%s)', (language) => {
  it('keeps its amount on one line and wraps its unit, slash and all, as one piece', async () => {
    const prices = await renderMenu(language);
    expect(prices).toHaveLength(2);
    for (const price of prices) {
      const amount = price.querySelector('data')!;
      const unit = price.querySelector<HTMLElement>('.price__unit')!;
      expect(unit.textContent).toMatch(/\/\s*1[台件]$/);
      expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
      // An atomic inline: a line breaks before it or not at all, never between its slash and its unit.
      expect(getComputedStyle(unit).display).toBe('inline-block');
    }
  });
});

// @vitest-environment jsdom
// A case study's price and duration on a pro's profile, as an audit at 390 px met them: the
// browser's default description list, each value on a line of its own, indented 40 px. They are
// label–value rows, flush with the card's text. (jsdom lays nothing out: the rules that make it so
// are checked as the page's styles apply them, the CSS being mobile first.)
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, CaseStudy, PublicPro } from '../../../../src/api';
import { CaseStudiesList } from '../../../../src/features/pro-profile/components/ProfileSections';
import { profileQueries } from '../../../../src/features/pro-profile/profile-queries';
import { applyStylesheet } from '../../../helpers/module-styles';
import { renderUi } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const pro = { id: 'pro-0001', slug: 'hashimoto-house-cleaning', isItp: false } as PublicPro;
const study: CaseStudy = {
  id: 'case-1',
  proId: 'pro-0001',
  jobTypeId: 'house-cleaning',
  title: '3LDK まるごとクリーニング',
  description: 'キッチン・浴室・トイレを中心に、半日で仕上げました。',
  images: [],
  status: 'published',
  publishedAt: '2026-09-01T00:00:00Z',
  price: 38000,
  durationHours: 5,
};
const api = {
  GET: vi.fn(async () => ({ data: { caseStudies: [study], totalCaseStudies: 1 } })),
} as unknown as ApiClient;
/** No length (jsdom gives a declared `0` as written). */
const NONE = /^0(px)?$/;

describe.each([
  ['ja', ['料金', '￥38,000', '作業時間', '5時間']],
  ['en', ['Price', '￥38,000', 'Duration', '5 hours']],
] as const)('a case study on a pro’s profile (%s)', (language, facts) => {
  it('shows its price and duration as label–value rows, not indented', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    await queryClient.ensureQueryData(profileQueries(api, pro, language).caseStudies);
    const ui = await renderUi(
      <div data-testid="case-studies">
        <CaseStudiesList pro={pro} language={language} />
      </div>,
      { language, api, queryClient },
    );
    applyStylesheet('src/app/styles.css');
    const section = within(await ui.screen.findByTestId('case-studies'));
    const list = (await section.findByText(facts[0])).closest('dl')!;
    expect([...list.children].map((child) => [child.tagName, child.textContent])).toEqual([
      ['DT', facts[0]],
      ['DD', facts[1]],
      ['DT', facts[2]],
      ['DD', facts[3]],
    ]);
    const rows = getComputedStyle(list);
    // Two columns, a label and its value on each row.
    expect(rows.display).toBe('grid');
    expect(rows.gridTemplateColumns).toBe('max-content minmax(0, 1fr)');
    expect(rows.marginLeft).toMatch(NONE);
    expect(rows.paddingLeft).toMatch(NONE);
    for (const value of list.querySelectorAll('dd')) expect(getComputedStyle(value).marginLeft).toMatch(NONE);
  });
});

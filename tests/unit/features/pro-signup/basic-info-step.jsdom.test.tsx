// @vitest-environment jsdom
// Onboarding step 2 (basic info), as an audit read it (s23, 8 and 10): the name pair the page's
// language does not require is said to be optional in both languages (the Japanese names on English
// pages, as the English names on Japanese pages), and the paired fields line up at desktop width
// though only one of them has a hint under it.
import { readFileSync } from 'node:fs';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api';
import { BasicInfoStep } from '../../../../src/features/pro-signup/components/BasicInfoStep';
import { renderUi } from '../../../helpers/render-ui';
import { registeringPro } from '../../../helpers/users';

configure({ asyncUtilTimeout: 10_000 });
vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));
afterEach(cleanup);

async function renderBasicInfo(language: 'ja' | 'en') {
  return renderUi(
    <BasicInfoStep
      user={registeringPro()}
      language={language}
      draft={undefined}
      onDraft={vi.fn()}
      onSaved={vi.fn()}
      onBack={undefined}
    />,
    { api: { GET: vi.fn(), POST: vi.fn() } as unknown as ApiClient, language },
  );
}

/** What a screen reader reads with the field: its label and what describes it. */
const described = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the optional name pair (audit s23, 10)', () => {
  it('(en) the Japanese names are said to be optional; the English ones are not', async () => {
    const ui = await renderBasicInfo('en');
    expect(described(ui.screen.getByLabelText('Last name (Japanese)'))).toMatch(/optional/);
    expect(described(ui.screen.getByLabelText('Last name (English)'))).not.toMatch(/optional/);
  });

  it('(ja) the English names are said to be optional; the Japanese ones are not', async () => {
    const ui = await renderBasicInfo('ja');
    expect(described(ui.screen.getByLabelText('姓（ローマ字）'))).toMatch(/任意/);
    expect(described(ui.screen.getByLabelText('姓（漢字）'))).not.toMatch(/任意/);
  });
});

describe('the paired fields’ alignment (audit s23, 8)', () => {
  it('a field’s parts keep to the top of its cell: one beside a field with a hint is not stretched', () => {
    const css = readFileSync('src/features/pro-signup/components/ProSignup.module.css', 'utf8');
    // A grid cell as high as its row (the neighbour's hint makes it higher) spreads the extra height
    // over its label and input unless its content is packed to the start.
    const fieldRule = /(^|\n)\.field\s*\{[^}]*\}/.exec(css)?.[0] ?? '';
    expect(fieldRule).toMatch(/align-content:\s*start/);
  });
});

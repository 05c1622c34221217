// @vitest-environment jsdom
// The account page's layout rules, on the page's own elements styled by account.css: paired name
// fields are aligned to the row's top (a hint or an error under one does not move its neighbour
// down), and the newsletter box sits on its text's line, the whole line a tap target high, with a
// gap before the save button.
import { readFileSync } from 'node:fs';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, User } from '../../../../src/api';
import { AccountPage } from '../../../../src/features/account/components/AccountPage';
import type { AccountTab } from '../../../../src/features/account/tabs';
import { buildDataset } from '../../../../fixtures/dataset';
import { renderUi } from '../../../helpers/render-ui';

vi.mock('../../../../src/lib/monitoring', () => ({ reportError: vi.fn() }));

const accountCss = readFileSync('src/features/account/components/account.css', 'utf8');
const tokens = readFileSync('src/app/tokens.css', 'utf8');

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

// The mock kit's signed-in client (fixtures/dataset.ts), before any request.
const user: User = { ...buildDataset().sessions.client.user, requestCount: 0 };

async function renderStyled(tab: AccountTab) {
  const style = document.createElement('style');
  style.textContent = accountCss;
  document.head.append(style);
  const api = {
    GET: async (path: string) => ({
      data: path === '/users/{id}' ? user : { id: user.id, email: user.email },
    }),
  } as unknown as ApiClient;
  return renderUi(
    <AccountPage userId={user.id} onUserSaved={() => undefined} tab={tab} onTab={() => undefined} />,
    {
      api,
    },
  );
}

/** The value of a design token of tokens.css's :root. */
const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(tokens)?.[1];

describe('the name fields', () => {
  it('are aligned to the top of their row, each field’s label and input from its top', async () => {
    const ui = await renderStyled('name');
    const input = await ui.screen.findByLabelText('名（ローマ字）');
    const field = input.closest<HTMLElement>('.account-field')!;
    const row = field.parentElement!;
    expect(row.className).toBe('account-field-row');
    expect(getComputedStyle(row).alignItems).toBe('start');
    // A field made taller than its content by its row would spread its lines (wrapped flex) apart.
    expect(getComputedStyle(field).alignContent).toBe('flex-start');
  });
});

describe('the newsletter box', () => {
  it('is on its text’s line, the whole line its label and a tap target high', async () => {
    const ui = await renderStyled('notifications');
    const box = await ui.screen.findByLabelText(/ニュースレター/);
    const line = box.closest('label')!;
    expect(line.textContent).toContain('お得な情報やキャンペーンのお知らせ');
    const style = getComputedStyle(line);
    expect(style.display).toBe('flex');
    expect(style.flexWrap).not.toBe('wrap');
    expect(style.minHeight).toBe('var(--tap-target)');
    expect(token('tap-target')).toBe('44px');
    // The box a finger's size; beside a long text it keeps its own.
    expect(getComputedStyle(box).width).toBe('1.5rem');
    expect(getComputedStyle(box).flex).toMatch(/^(none|0 0 auto)$/);
  });

  it('leaves a gap before the save button', async () => {
    const ui = await renderStyled('notifications');
    const button = await ui.screen.findByRole('button', { name: '通知設定を保存する' });
    const controls = button.parentElement!;
    expect(getComputedStyle(controls).marginTop).toBe('var(--space-5)');
    expect(token('space-5')).toBe('1.5rem');
  });
});

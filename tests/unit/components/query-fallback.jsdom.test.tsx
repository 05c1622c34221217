// @vitest-environment jsdom
// QueryFallback: a status line while the query loads; when it failed, the part's message and a
// retry that fetches again (once per press); RetryAlert alone runs what it is given.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '../../../src/lib/i18n/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryFallback, RetryAlert } from '../../../src/components/QueryFallback';
import { createI18n } from '../../../src/lib/i18n';
import { resources } from '../../../src/lib/i18n/all-resources';

afterEach(cleanup);

const inJapanese = (node: React.ReactNode) =>
  render(<I18nextProvider i18n={createI18n('ja', resources)}>{node}</I18nextProvider>);

describe('QueryFallback', () => {
  it('says it is loading while the query has no answer', () => {
    inJapanese(<QueryFallback query={{ isError: false, refetch: vi.fn() }} error="読み込めませんでした" />);
    expect(screen.getByRole('status').textContent).toBe('読み込み中…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the part’s message and a retry that refetches once per press', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    inJapanese(
      <QueryFallback query={{ isError: true, refetch }} error="アカウント情報を読み込めませんでした" />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('アカウント情報を読み込めませんでした');
    await userEvent.setup().click(screen.getByRole('button', { name: '再読み込み' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

it('RetryAlert runs its retry', async () => {
  const onRetry = vi.fn();
  inJapanese(<RetryAlert message="一覧を読み込めませんでした" onRetry={onRetry} />);
  await userEvent.setup().click(screen.getByRole('button', { name: '再読み込み' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

// @vitest-environment jsdom
// What a target page says about its request or quote, as the signed-in audit met it in a browser:
// the request's quotes said "none yet" (and a quote's request "not known yet") while the list was
// still loading or had failed; a request created with unreadable or inverted times showed empty
// dates and "(0 hours after sending)"; and a service's Japanese title on an English page was not
// marked as Japanese.
import { act, cleanup, configure, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedRequestSummary } from '../../../../src/features/notifications/components/TargetSubjects';
import { createdRequestSummary } from '../../../../src/routes/_auth/-signed-in-target';
import {
  renderTargetPage,
  requestTarget,
  type ListAnswer,
  type TargetPageProps,
} from '../../../helpers/notification-target';
import { quoteNotification } from '../../../helpers/notifications';
import { cleanupAndRestore } from '../../../helpers/render-ui';

configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanupAndRestore);

const USER = 'user-client-1';

const quote = (id: string, requestId: string) =>
  quoteNotification(id, {
    actor: { id: `pro-${id}`, name: `小野${id}` },
    data: { requestId, applyId: `apl-${id}` },
  });
const applyDetail: TargetPageProps = { kind: 'applyDetail', scope: { type: 'apply', applyId: 'apl-1' } };

const renderPage = (answer: ListAnswer, props: TargetPageProps, language: 'ja' | 'en' = 'ja') =>
  renderTargetPage(USER, answer, props, language);

describe("the request's quotes (finding 3)", () => {
  const NONE_YET = 'この依頼への見積もりのお知らせはまだありません。';

  it('while the list loads: loading, not "none yet"', async () => {
    const ui = await renderPage('pending', requestTarget);
    const applies = ui.screen.getByTestId('request-applies');
    expect(applies.textContent).not.toContain(NONE_YET);
    expect(applies.textContent).toContain('読み込み中…');
  });

  it('when the list failed: the list\'s failure, not "none yet"', async () => {
    const ui = await renderPage('fail', requestTarget);
    await ui.screen.findByRole('alert');
    const applies = ui.screen.getByTestId('request-applies');
    expect(applies.textContent).not.toContain(NONE_YET);
    expect(applies.textContent).toContain('お知らせを読み込めませんでした');
    // Said once to assistive technology: by the list's alert, not again here.
    expect(within(applies).queryByRole('alert')).toBeNull();
  });

  it('when a list that never answers is given up: not "none yet"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const ui = await renderPage('pending', requestTarget);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await ui.screen.findByRole('alert');
    expect(ui.screen.getByTestId('request-applies').textContent).not.toContain(NONE_YET);
  });

  it('"none yet" once the list has loaded without a quote of the request; its quotes once it has', async () => {
    const empty = await renderPage([quote('9', 'req-other')], requestTarget);
    await empty.screen.findByTestId('target-empty');
    expect(empty.screen.getByTestId('request-applies').textContent).toContain(NONE_YET);
    cleanup();
    const loaded = await renderPage([quote('1', 'req-0003')], requestTarget);
    await loaded.screen.findByTestId('target-notifications');
    expect(loaded.screen.getByTestId('request-applies').textContent).toContain('見積もり apl-1');
  });
});

describe("a quote's request on /apply-detail (finding 3)", () => {
  const UNKNOWN = 'どの依頼への見積もりかは、まだ分かりません。';
  const requestRow = (ui: Awaited<ReturnType<typeof renderPage>>) =>
    ui.screen.getByText('依頼番号').nextElementSibling!;

  it('while the list loads: loading, not "not known yet"', async () => {
    const ui = await renderPage('pending', applyDetail);
    expect(requestRow(ui).textContent).not.toContain(UNKNOWN);
    expect(requestRow(ui).textContent).toContain('読み込み中…');
  });

  it('when the list failed: the list\'s failure, not "not known yet"', async () => {
    const ui = await renderPage('fail', applyDetail);
    await ui.screen.findByRole('alert');
    expect(requestRow(ui).textContent).not.toContain(UNKNOWN);
    expect(requestRow(ui).textContent).toContain('お知らせを読み込めませんでした');
  });

  it('"not known yet" once the list has loaded without it; the request once a notification names it', async () => {
    const unknown = await renderPage([quote('9', 'req-other')], applyDetail);
    await unknown.screen.findByTestId('target-empty');
    expect(requestRow(unknown).textContent).toBe(UNKNOWN);
    cleanup();
    const known = await renderPage([quote('1', 'req-0003')], applyDetail);
    await known.screen.findByTestId('target-notifications');
    expect(requestRow(known).textContent).toContain('req-0003');
  });
});

describe('a request created in this tab (finding 9)', () => {
  const created = (extra: Partial<CreatedRequestSummary>): CreatedRequestSummary => ({
    jobTypeTitle: { ja: 'ハウスクリーニング', en: 'House cleaning' },
    createdTime: '2026-11-27T08:18:00Z',
    expirationTime: '2026-11-30T08:18:00Z',
    expiryHours: 72,
    ...extra,
  });
  const facts = (ui: Awaited<ReturnType<typeof renderPage>>) => {
    const list = ui.screen.getByTestId('known-request');
    return [...list.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
  };

  it('with readable times: both dates and the hours', async () => {
    const ui = await renderPage([], { ...requestTarget, createdRequest: created({}) });
    expect(facts(ui)).toEqual([
      ['依頼番号', 'req-0003'],
      ['サービス', 'ハウスクリーニング'],
      ['送信日時', expect.stringContaining('2026/11/27')],
      ['受付期限', expect.stringMatching(/^2026\/11\/30 .*（送信から72時間）$/)],
    ]);
  });

  it('with unreadable times: no empty dates, no "0 hours"', async () => {
    const ui = await renderPage([], {
      ...requestTarget,
      createdRequest: created({
        createdTime: 'not-a-date',
        expirationTime: 'also-not',
        expiryHours: undefined,
      }),
    });
    expect(facts(ui)).toEqual([
      ['依頼番号', 'req-0003'],
      ['サービス', 'ハウスクリーニング'],
    ]);
    expect(ui.screen.getByTestId('known-request').textContent).not.toContain('0時間');
  });

  it('with an expiry before the sending: its date, without hours', async () => {
    const ui = await renderPage([], {
      ...requestTarget,
      createdRequest: created({ expirationTime: '2026-11-27T07:18:00Z', expiryHours: undefined }),
    });
    const [, , sent, until] = facts(ui);
    expect(sent?.[0]).toBe('送信日時');
    expect(until).toEqual(['受付期限', expect.stringMatching(/^2026\/11\/27 \d+:\d+$/)]);
  });

  it('the summary the route makes knows no hours for unreadable or inverted times', () => {
    const known = {
      id: 'req-h1',
      userId: USER,
      jobTypeId: 'house-cleaning',
      jobTypeTitle: { ja: 'ハウスクリーニング', en: 'House cleaning' },
    };
    const summary = (createdTime: string, expirationTime: string) =>
      createdRequestSummary({ ...known, createdTime, expirationTime }).expiryHours;
    expect(summary('2026-11-27T08:18:00Z', '2026-11-30T08:18:00Z')).toBe(72);
    expect(summary('not-a-date', 'also-not')).toBeUndefined();
    expect(summary('2026-11-27T08:18:00Z', 'also-not')).toBeUndefined();
    expect(summary('2026-11-27T08:18:00Z', '2026-11-27T07:18:00Z')).toBeUndefined();
    expect(summary('2026-11-27T08:18:00Z', '2026-11-27T08:48:00Z')).toBeUndefined();
  });

  it('on an English page, a title known only in Japanese is marked as Japanese (finding 8)', async () => {
    const ui = await renderPage(
      [],
      { ...requestTarget, createdRequest: created({ jobTypeTitle: { ja: 'ハウスクリーニング', en: '' } }) },
      'en',
    );
    const service = ui.screen.getByText('ハウスクリーニング');
    expect(service.closest('[lang]')?.getAttribute('lang')).toBe('ja');
    cleanup();
    const english = await renderPage([], { ...requestTarget, createdRequest: created({}) }, 'en');
    expect(english.screen.getByText('House cleaning').closest('[lang]')).toBeNull();
  });
});

// @vitest-environment jsdom
// The panel a sent request shows: its number, how many more hours it takes quotes (the gap between
// its created and expiration times in whole hours, §3), and its link. Times that do not tell (one
// unreadable, the expiration not after the creation, or less than an hour apart) leave the hours
// out: never "0 hours", never "NaN hours". The spec names no default expiry to say instead.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatedRequest } from '../../../../src/api';
import { CreatedPanel } from '../../../../src/features/new-request/components/CreatedPanel';
import { renderWithTexts } from '../../../helpers/render-ui';

afterEach(cleanup);

const created = (createdTime: string, expirationTime: string): CreatedRequest => ({
  _id: 'req-0001',
  jobTypeId: 'house-cleaning',
  status: 'open',
  createdTime,
  expirationTime,
});

const panelText = (request: CreatedRequest, language: 'ja' | 'en') => {
  renderWithTexts(<CreatedPanel request={request} href="/request-detail/req-0001" />, language);
  return screen.getByTestId('request-created').textContent;
};

describe('the hours a sent request takes quotes', () => {
  it('are said from two readable times, in the page language', () => {
    const request = created('2026-11-23T00:00:00Z', '2026-11-26T00:00:00Z');
    expect(panelText(request, 'ja')).toContain('この依頼はあと72時間、見積もりを受け付けます。');
    cleanup();
    expect(panelText(request, 'en')).toContain('This request takes quotes for 72 more hours.');
  });

  it.each([
    ['an unreadable created time', 'garbage', '2026-11-26T00:00:00Z'],
    ['an unreadable expiration time', '2026-11-23T00:00:00Z', ''],
    ['an expiration before the creation', '2026-11-23T00:00:00Z', '2026-11-22T00:00:00Z'],
    ['an expiration at the creation', '2026-11-23T00:00:00Z', '2026-11-23T00:00:00Z'],
    ['less than an hour between them', '2026-11-23T00:00:00Z', '2026-11-23T00:59:59Z'],
  ])('are left out for %s', (_case, createdTime, expirationTime) => {
    const request = created(createdTime, expirationTime);
    const ja = panelText(request, 'ja');
    expect(ja).toContain('依頼番号: req-0001');
    expect(ja).not.toContain('時間');
    cleanup();
    const en = panelText(request, 'en');
    expect(en).toContain('Request number: req-0001');
    expect(en).not.toMatch(/hour|NaN/);
  });
});

// The summary the signed-in target page shows of a request this tab created: its expiry in whole
// hours is the new-request flow's own (`requestExpiryHours`), so times that tell none (unreadable,
// inverted, less than an hour apart) leave the figure out — never a "0 hours", never NaN.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestExpiryHours } from '../../../src/features/new-request/payload';
import { createdRequestSummary } from '../../../src/routes/_auth/-signed-in-target';

const known = {
  id: 'req-h1',
  userId: 'user-1',
  jobTypeId: 'house-cleaning',
  jobTypeTitle: { ja: 'ハウスクリーニング', en: 'House cleaning' },
};
const summary = (createdTime: string, expirationTime: string) =>
  createdRequestSummary({ ...known, createdTime, expirationTime });

describe('the created request’s summary on the target page', () => {
  it.each([
    ['three days', '2026-11-27T08:18:00Z', '2026-11-30T08:18:00Z', 72],
    ['one hour exactly', '2026-11-27T08:18:00Z', '2026-11-27T09:18:00Z', 1],
    ['a part-hour is not rounded up', '2026-11-27T08:00:00Z', '2026-11-27T13:59:59Z', 5],
    ['an unreadable sending time', 'not-a-date', '2026-11-30T08:18:00Z', undefined],
    ['an unreadable expiry', '2026-11-27T08:18:00Z', 'also-not', undefined],
    ['no times at all', '', '', undefined],
    ['an expiry before the sending', '2026-11-27T08:18:00Z', '2026-11-27T07:18:00Z', undefined],
    ['an expiry at the sending', '2026-11-27T08:18:00Z', '2026-11-27T08:18:00Z', undefined],
    ['less than an hour after', '2026-11-27T08:18:00Z', '2026-11-27T09:17:59Z', undefined],
  ])('%s', (_, createdTime, expirationTime, hours) => {
    const shown = summary(createdTime, expirationTime);
    expect(shown.expiryHours).toBe(hours);
    // The rest is what the tab learnt, as it was.
    expect(shown).toMatchObject({ ...known, createdTime, expirationTime });
  });

  it('for any times, the hours are the flow’s own: a whole number of at least 1, or none', () => {
    const instant = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
    const time = fc.oneof(instant, fc.string());
    fc.assert(
      fc.property(time, time, (createdTime, expirationTime) => {
        const hours = summary(createdTime, expirationTime).expiryHours;
        expect(hours).toBe(requestExpiryHours({ createdTime, expirationTime }));
        if (hours !== undefined) expect(Number.isInteger(hours) && hours >= 1).toBe(true);
      }),
    );
  });
});

// English counts agree with their number on the pro profile: one year, one time hired, one review, and a
// star rating is a rating ("★1"), not "1 stars".
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src/lib/i18n';
import { resources } from '../../../../src/lib/i18n/all-resources';

const en = createI18n('en', resources).getFixedT('en', 'pros');
const ja = createI18n('ja', resources).getFixedT('ja', 'pros');

describe('pro profile counts', () => {
  it('English: singular for one, plural otherwise', () => {
    expect(en('facts.yearsInBusiness', { count: 1 })).toBe('1 year in business');
    expect(en('facts.yearsInBusiness', { count: 12 })).toBe('12 years in business');
    expect(en('facts.hireCount', { count: 1 })).toBe('Hired 1 time');
    expect(en('facts.hireCount', { count: 30 })).toBe('Hired 30 times');
    const place = { name: 'Miura', place: 'Tokyo' };
    expect(en('meta.description', { ...place, count: 1 })).toContain(': 1 review, ');
    expect(en('meta.description', { ...place, count: 2 })).toContain(': 2 reviews, ');
  });

  it('a star rating reads the same for 1 and 5 stars, in both languages', () => {
    expect(en('reviews.stars', { star: 1, count: 3 })).toBe('★1 (3)');
    expect(en('reviews.starCount', { star: 1, count: 3 })).toBe('★1: 3');
    expect(ja('reviews.stars', { star: 1, count: 3 })).toBe('★1（3）');
  });

  it('Japanese: one form whatever the count', () => {
    expect(ja('facts.yearsInBusiness', { count: 1 })).toBe('営業年数 1年');
    expect(ja('facts.hireCount', { count: 1 })).toBe('1件の依頼実績');
  });
});

import { describe, expect, it } from 'vitest';
import { createMemoryStorage, readUtm } from '../../../../src/lib/session/storage';
import { captureUtm, utmFromSearch } from '../../../../src/lib/session/utm';
import { throwingStorage } from './fakes';

describe('utmFromSearch', () => {
  it('maps utm_source, utm_medium, utm_campaign, utm_term and utm_content to the contract’s Utm', () => {
    expect(
      utmFromSearch(
        '?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=%E5%BA%AD&utm_content=ad1',
      ),
    ).toEqual({ source: 'google', medium: 'cpc', campaign: 'spring', term: '庭', content: 'ad1' });
  });

  it('ignores other parameters, empty and blank values; none at all is undefined', () => {
    expect(utmFromSearch('?page=2&utm_source=&utm_medium=%20&utm_campaign=x&utm_id=7')).toEqual({
      campaign: 'x',
    });
    expect(utmFromSearch('?page=2')).toBeUndefined();
    expect(utmFromSearch('')).toBeUndefined();
  });

  it('cuts overlong values', () => {
    expect(utmFromSearch(`?utm_source=${'a'.repeat(500)}`)?.source).toHaveLength(200);
  });
});

describe('captureUtm', () => {
  it('stores the landing URL’s parameters, replacing older ones, for readUtm', () => {
    const storage = createMemoryStorage({ utm: JSON.stringify({ source: 'old', medium: 'email' }) });
    expect(captureUtm('?utm_source=google', storage)).toEqual({ source: 'google' });
    expect(readUtm(storage)).toEqual({ source: 'google' });
  });

  it('leaves the stored ones when the URL has none', () => {
    const storage = createMemoryStorage({ utm: JSON.stringify({ source: 'old' }) });
    expect(captureUtm('?page=3', storage)).toBeUndefined();
    expect(readUtm(storage)).toEqual({ source: 'old' });
  });

  it('never throws when storage refuses', () => {
    expect(captureUtm('?utm_source=google', throwingStorage)).toBeUndefined();
  });
});

// Which name of a place a page shows: the romanized one in English, the Japanese one in Japanese,
// the other only when the wanted one is missing.
import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../../fixtures/dataset';
import { localName } from '../../../../src/lib/i18n';

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('localName', () => {
  it('gives the romanized name in English and the Japanese name in Japanese', () => {
    const kokubunji = { name: '国分寺市', nameRome: 'Kokubunji-shi' };
    expect(localName(kokubunji, 'en')).toBe('Kokubunji-shi');
    expect(localName(kokubunji, 'ja')).toBe('国分寺市');
    const tokyo = { key: 'tokyo', name: '東京都', nameRome: 'Tokyo' };
    expect(localName(tokyo, 'en')).toBe('Tokyo');
    expect(localName(tokyo, 'ja')).toBe('東京都');
  });

  it('reads a city group by its language keys', () => {
    const group = { nameJa: '横浜市中心部', nameEn: 'Central Yokohama' };
    expect(localName(group, 'en')).toBe('Central Yokohama');
    expect(localName(group, 'ja')).toBe('横浜市中心部');
  });

  it('falls back to the other language only when the wanted name is missing or blank', () => {
    expect(localName({ name: '神宮前' }, 'en')).toBe('神宮前');
    expect(localName({ name: '神宮前', nameRome: null }, 'en')).toBe('神宮前');
    expect(localName({ name: '神宮前', nameRome: '  ' }, 'en')).toBe('神宮前');
    expect(localName({ name: '', nameRome: 'Jingumae' }, 'ja')).toBe('Jingumae');
    expect(localName({ nameJa: '', nameEn: 'Central Yokohama' }, 'ja')).toBe('Central Yokohama');
    expect(localName({ name: '' }, 'en')).toBe('');
  });

  it('names every fixture place without Japanese characters in English', () => {
    const ds = buildDataset();
    for (const place of [...ds.prefectures, ...ds.cities, ...ds.townAreas])
      expect(localName(place, 'en'), place.name).not.toMatch(japanese);
    for (const group of ds.cityGroups)
      expect(localName(group, 'en'), group.cityGroupKey).not.toMatch(japanese);
  });
});

// The language of a text from the API on a page: Japanese text on an English page is marked `ja`
// (WCAG 3.1.2, language of parts); English text, and anything on a Japanese page, is not.
import { describe, expect, it } from 'vitest';
import { dataTextLang } from '../../../../src/lib/i18n';

describe('dataTextLang', () => {
  it.each([
    ['ハウスクリーニングを中心に20年の経験があります。', 'kanji and kana'],
    ['佐藤様', 'a name in kanji'],
    ['ありがとうございます', 'hiragana only'],
    ['エアコン', 'katakana only'],
    ['ｴｱｺﾝ', 'half-width katakana'],
    ['3LDK まるごとクリーニング', 'mixed with Latin letters'],
    ['<p>料金の目安</p>', 'HTML with Japanese text'],
  ])('marks %j (%s) as Japanese on an English page', (text) => {
    expect(dataTextLang(text, 'en')).toBe('ja');
  });

  it.each([
    ['Careful work for 20 years.'],
    ['Sakura Kaneko'],
    ['￥26,500'],
    ['Tokyo, Shibuya-ku — 3 reviews'],
    [''],
  ])('leaves %j to the English page', (text) => {
    expect(dataTextLang(text, 'en')).toBeUndefined();
  });

  it('leaves a missing text unmarked', () => {
    expect(dataTextLang(undefined, 'en')).toBeUndefined();
    expect(dataTextLang(null, 'en')).toBeUndefined();
  });

  it('never marks anything on a Japanese page', () => {
    expect(dataTextLang('ハウスクリーニング', 'ja')).toBeUndefined();
    expect(dataTextLang('Careful work', 'ja')).toBeUndefined();
  });
});

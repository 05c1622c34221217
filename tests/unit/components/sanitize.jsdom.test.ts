// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/components/content/sanitize';
import { roundToHalf } from '../../../src/components/content/RatingStars';

describe('sanitizeHtml', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeHtml('<p>料金の<strong>目安</strong> <a href="/blog/x">詳しく</a></p>')).toBe(
      '<p>料金の<strong>目安</strong> <a href="/blog/x">詳しく</a></p>',
    );
  });

  it('removes scripts, handlers, javascript: URLs, styles and frames', () => {
    const dirty =
      '<p onclick="steal()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>' +
      '<img src="/x.svg" onerror="steal()"><iframe src="https://evil.example"></iframe><p style="position:fixed">c</p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/i);
    expect(clean).toContain('<p>a</p>');
    expect(clean).toContain('<img src="/x.svg">');
    expect(clean).toContain('<p>c</p>');
  });

  it('makes new-tab links safe and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://a.example" target="_blank">x</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/y" target="frame1">y</a>')).toBe('<a href="/y">y</a>');
  });
});

describe('roundToHalf', () => {
  it.each([
    [4.74, 4.5],
    [4.75, 5],
    [0, 0],
    [7, 5],
    [3.2, 3],
  ])('%s → %s', (rating, expected) => expect(roundToHalf(rating)).toBe(expected));
});

describe('links in HTML from the API', () => {
  it.each([
    'http://plain.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/',
    '/\\evil.example',
    'vbscript:msgbox(1)',
    'ftp://files.example/',
  ])('drops the address %s and keeps the text', (href) => {
    const clean = sanitizeHtml(`<p><a href="${href.replace(/"/g, '&quot;')}">text</a></p>`);
    expect(clean).not.toContain('href');
    expect(clean).toContain('text');
  });

  it.each(['https://ok.example/a?b=c', '/home/cleaning', '#section'])('keeps %s', (href) => {
    expect(sanitizeHtml(`<a href="${href}">text</a>`)).toContain(`href="${href}"`);
  });
});

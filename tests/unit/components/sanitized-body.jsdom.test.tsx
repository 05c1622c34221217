// @vitest-environment jsdom
// An article's body from the API (internal articles and pros' posts) as the page shows it: a long
// preformatted line or a wide table scrolls inside its own box instead of widening the page, and
// a table's numbers never break mid-digit; what the sanitizer disarms reads as what it now is (a
// link without an address is text, an image with a refused address is gone, a form leaves no
// stray button word); and the body's headings sit under the page's one h1.
import { readFileSync } from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SanitizedHtml } from '../../../src/components/content/SanitizedHtml';
import { sanitizeHtml } from '../../../src/components/content/sanitize';

const css = readFileSync('src/components/content/sanitized-html.css', 'utf8');

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

/** The declarations of the rule for exactly `selector` (the file's own spelling). */
function rule(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
}

/** The body rendered with the stylesheet the component brings. */
function renderBody(html: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return render(<SanitizedHtml html={html} className="blog-article__body" />).container;
}

describe('a long preformatted line', () => {
  it('scrolls inside its own box, within the column', () => {
    const container = renderBody(`<pre>${'const x = 1; '.repeat(40)}</pre>`);
    const pre = container.querySelector('pre')!;
    const style = getComputedStyle(pre);
    expect(style.overflowX).toBe('auto');
    expect(style.maxWidth).toBe('100%');
    // The body's `overflow-wrap: anywhere` does not reach `white-space: pre`: the box has to scroll.
    expect(rule('.sanitized-html pre')).toMatch(/overflow-x:\s*auto/);
  });
});

describe('a wide table', () => {
  const table =
    '<table><thead><tr>' +
    Array.from({ length: 8 }, (_, index) => `<th>料金プランの項目${index}</th>`).join('') +
    '</tr></thead><tbody><tr>' +
    Array.from({ length: 8 }, () => '<td>12,345,678円</td>').join('') +
    '</tr></tbody></table>';

  it('sits in a box of its own that scrolls sideways', () => {
    const container = renderBody(table);
    const box = container.querySelector('table')!.parentElement!;
    expect(box.classList.contains('sanitized-html__table')).toBe(true);
    const style = getComputedStyle(box);
    expect(style.overflowX).toBe('auto');
    expect(style.maxWidth).toBe('100%');
  });

  it('keeps its cells whole: numbers and phrases do not break mid-word', () => {
    const container = renderBody(table);
    const cell = getComputedStyle(container.querySelector('td')!);
    // The body's `overflow-wrap: anywhere` would let a price break as "12,3 / 45,6 / 78円".
    expect(cell.overflowWrap).toBe('normal');
    expect(rule('.sanitized-html th,\n.sanitized-html td')).toMatch(/word-break:\s*keep-all/);
  });

  it('keeps the table itself as a table (a block-displayed table loses its semantics)', () => {
    const container = renderBody(table);
    expect(getComputedStyle(container.querySelector('table')!).display).not.toBe('block');
  });
});

describe('what the sanitizer disarms', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/', 'http://plain.example/'])(
    'a link to %s is plain text, not a dead link',
    (href) => {
      const clean = sanitizeHtml(`<p>前 <a href="${href}">詳しくはこちら</a> 後</p>`);
      expect(clean).toBe('<p>前 詳しくはこちら 後</p>');
    },
  );

  it('a link without an address keeps its anchor name as a target for in-page links', () => {
    expect(sanitizeHtml('<p><a id="price" href="javascript:x">料金</a></p>')).toBe(
      '<p><span id="price">料金</span></p>',
    );
  });

  it('a link to a safe address stays a link', () => {
    expect(sanitizeHtml('<a href="/blog/x">x</a>')).toBe('<a href="/blog/x">x</a>');
  });

  it.each([
    'data:image/png;base64,broken',
    'http://plain.example/a.png',
    '//evil.example/a.png',
    'javascript:alert(1)',
  ])('an image at %s is dropped', (src) => {
    const clean = sanitizeHtml(`<p>前<img src="${src}" alt="">後</p>`);
    expect(clean).toBe('<p>前後</p>');
  });

  it('an image at a safe address stays; a srcset with a refused address is dropped', () => {
    expect(sanitizeHtml('<img src="/a.png" alt="a">')).toBe('<img src="/a.png" alt="a">');
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" srcset="data:image/png;base64,x 2x">')).toBe(
      '<img src="https://cdn.example/a.png">',
    );
    expect(
      sanitizeHtml(
        '<img src="https://cdn.example/a.png" srcset="https://cdn.example/a2.png 2x, /a3.png 3x">',
      ),
    ).toBe('<img src="https://cdn.example/a.png" srcset="https://cdn.example/a2.png 2x, /a3.png 3x">');
  });

  it('a form goes with its content: no stray button word is left', () => {
    const clean = sanitizeHtml(
      '<p>本文</p><form action="/x"><input name="q"><button>送信</button></form><p>続き</p>',
    );
    expect(clean).toBe('<p>本文</p><p>続き</p>');
    expect(sanitizeHtml('<p>本文<button>送信</button><select><option>選択肢</option></select></p>')).toBe(
      '<p>本文</p>',
    );
  });
});

describe('headings', () => {
  it('an h1 in the body becomes an h2: the page keeps its one h1', () => {
    expect(sanitizeHtml('<h1 id="a">本文の中のH1見出し</h1><h2>次</h2>')).toBe(
      '<h2 id="a">本文の中のH1見出し</h2><h2>次</h2>',
    );
  });
});

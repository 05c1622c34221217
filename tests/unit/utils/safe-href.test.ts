// Addresses taken from API data: only https: and paths of this site become links or images.
import { describe, expect, it } from 'vitest';
import { safeDataUrl } from '../../../src/utils/safe-href';

describe('safeDataUrl', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['HTTPS://Example.com/', 'https://example.com/'],
    ['/blog/house-cleaning-tips', '/blog/house-cleaning-tips'],
    ['/mock-assets/pros/1.jpg', '/mock-assets/pros/1.jpg'],
    ['/home/../blog', '/blog'],
  ])('accepts %s as %s', (value, expected) => {
    expect(safeDataUrl(value)).toBe(expected);
  });

  it.each([
    ['http:', 'http://example.com/'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in mixed case', 'JavaScript:alert(1)'],
    ['javascript: after a space', ' javascript:alert(1)'],
    ['javascript: with a tab inside', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['mailto:', 'mailto:a@example.com'],
    ['protocol-relative', '//evil.example/x'],
    ['a backslash', '/\\evil.example'],
    ['a dot segment to a double slash', '/..//evil.example'],
    ['credentials in the URL', 'https://user:pass@example.com/'],
    ['a right-to-left override', 'https://example.com/\u202Egnp.exe'],
    ['a zero-width space', 'https://exa\u200Bmple.com/'],
    ['a relative path', 'blog/post'],
    ['an empty string', ''],
    ['a number', 42],
    ['undefined', undefined],
    ['a very long URL', `https://example.com/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeDataUrl(value)).toBeUndefined();
  });
});

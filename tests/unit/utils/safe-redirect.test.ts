// Where sign-in may send the user back to: only paths of this site, whatever the parameter says.
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../../src/utils/safe-redirect';

const ORIGIN = 'http://127.0.0.1:4473';

describe('safeRedirect', () => {
  it.each([
    ['/start', '/start'],
    ['/home/cleaning/house-cleaning/tokyo?page=2', '/home/cleaning/house-cleaning/tokyo?page=2'],
    ['/en/home/cleaning/house-cleaning', '/en/home/cleaning/house-cleaning'],
    ['/en', '/en'],
    ['/request/req-1/apply/apl-1?activePage=message', '/request/req-1/apply/apl-1?activePage=message'],
    ['/billing#top', '/billing#top'],
    // A search may carry anything: it is never read as a place to go.
    ['/start?next=%2F%2Fevil.example', '/start?next=%2F%2Fevil.example'],
    // Dot segments resolve to the path they mean.
    ['/home/../start', '/start'],
    // Japanese in a path comes back percent-encoded, as the URL has it.
    ['/検索', '/%E6%A4%9C%E7%B4%A2'],
  ])('follows %s as %s', (value, expected) => {
    expect(safeRedirect(value, ORIGIN)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['an absolute URL with a path', 'https://evil.example/start'],
    ['an absolute URL of this very origin', `${ORIGIN}/start`],
    ['another port of this host', 'http://127.0.0.1:4474/'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/start'],
    ['three slashes', '///evil.example'],
    ['a slash and a backslash', '/\\evil.example'],
    ['a backslash and a slash', '\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash later in the path', '/home\\..\\..\\evil.example'],
    ['an encoded double slash without a leading slash', '%2F%2Fevil.example'],
    ['an encoded double slash after a slash', '/%2F%2Fevil.example'],
    ['an encoded slash after a slash', '/%2Fevil.example'],
    ['a lower-case encoded slash', '/%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a doubly encoded double slash', '/%252F%252Fevil.example'],
    ['a doubly encoded backslash', '/%255Cevil.example'],
    ['a dot segment that leaves a double slash', '/..//evil.example'],
    ['a single-dot segment that leaves a double slash', '/.//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with a leading space', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'start'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline inside the slashes', '/\n/evil.example'],
    ['a malformed escape', '/start%'],
    ['an empty string', ''],
    ['a number', 42],
    ['an object', { href: '/start' }],
    ['undefined', undefined],
    ['a very long path', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirect(value, ORIGIN)).toBeUndefined();
  });

  it('refuses everything when the origin is unknown', () => {
    expect(safeRedirect('/start', undefined)).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookieJar } from '../../../../src/lib/session/cookies';

afterEach(() => {
  document.cookie = 'jar_test=; Path=/; Max-Age=0';
});

describe('documentCookieJar over the real document', () => {
  it('defaults to document and round-trips a host-only cookie', () => {
    const jar = documentCookieJar();
    jar.set('jar_test', '{"a":"b c"}', { path: '/', maxAge: 60, sameSite: 'Strict' });
    expect(document.cookie).toContain('jar_test=%7B%22a%22%3A%22b%20c%22%7D');
    expect(jar.get('jar_test')).toBe('{"a":"b c"}');
    jar.remove('jar_test', { path: '/', sameSite: 'Strict' });
    expect(jar.get('jar_test')).toBeUndefined();
  });
});

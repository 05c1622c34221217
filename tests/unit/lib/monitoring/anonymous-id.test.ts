// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AnonymousId from '../../../../src/lib/monitoring/anonymous-id';
import { readCookie } from '../../../../src/lib/session/cookies';

type AnonymousIdModule = typeof AnonymousId;
const load = async (): Promise<AnonymousIdModule> => {
  vi.resetModules();
  return import('../../../../src/lib/monitoring/anonymous-id');
};

const clearCookie = (): void => {
  document.cookie = 'anonymous_id=; path=/; max-age=0';
};

beforeEach(clearCookie);
afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('getAnonymousId', () => {
  it('reads the anonymous_id cookie', async () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'anonymous_id=abc-123; path=/';
    const { getAnonymousId } = await load();
    expect(getAnonymousId()).toBe('abc-123');
  });

  it('creates a random id, writes the cookie and keeps it', async () => {
    const { getAnonymousId } = await load();
    const id = getAnonymousId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(readCookie(document.cookie, 'anonymous_id')).toBe(id);
    expect(getAnonymousId()).toBe(id);
  });

  it('writes path=/, max-age one day, SameSite=Strict; Secure on https only', async () => {
    const { getAnonymousId } = await load();
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    const id = getAnonymousId();
    // jsdom serves http://localhost/: no Secure.
    expect(written).toEqual([`anonymous_id=${id}; Path=/; Max-Age=86400; SameSite=Strict`]);
  });

  it('adds Secure on https', async () => {
    const { getAnonymousId } = await load();
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    vi.stubGlobal('location', { protocol: 'https:' });
    getAnonymousId();
    expect(written[0]).toMatch(/; SameSite=Strict; Secure$/);
  });

  it('is set on the parent domain, so every part of the site sees the same visitor', async () => {
    const { getAnonymousId } = await load();
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
    vi.stubGlobal('location', { protocol: 'https:', hostname: 'www.example.co.jp' });
    const id = getAnonymousId();
    expect(written).toEqual([
      `anonymous_id=${id}; Path=/; Max-Age=86400; SameSite=Strict; Secure; Domain=.example.co.jp`,
    ]);
  });

  it('replaces an invalid cookie value', async () => {
    document.cookie = 'anonymous_id=%3Cscript%3E; path=/';
    const { getAnonymousId } = await load();
    expect(getAnonymousId()).not.toBe('<script>');
  });

  it('falls back to Math.random base-36 without crypto.randomUUID', async () => {
    vi.stubGlobal('crypto', {});
    const { createAnonymousId } = await load();
    const id = createAnonymousId();
    expect(id).toMatch(/^[0-9a-z]{24}$/);
    expect(createAnonymousId()).not.toBe(id);
  });
});

import { describe, expect, it } from 'vitest';
import {
  clearAllDrafts,
  clearDraft,
  clearSessionContext,
  draftKey,
  readDraft,
  readSessionContext,
  rememberSessionContext,
  writeDraft,
  type DraftStorage,
} from '../../../../src/features/new-request/draft';

const memory = (): DraftStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

describe('the draft in session storage', () => {
  const contact = {
    method: 'email' as const,
    email: 'a@example.jp',
    lastName: '山田',
    firstName: '花子',
    phoneNumber: '',
    password: 'secret-pass',
  };

  it('round-trips answers, contact and step, never the password', () => {
    const storage = memory();
    const key = draftKey('house-cleaning');
    writeDraft(
      storage,
      key,
      { answers: { frequency: 'weekly' }, contact, prefecture: 'tokyo', step: 2 },
      1000,
    );
    expect(storage.data.get(key)).not.toContain('secret-pass');
    expect(readDraft(storage, key)).toEqual({
      version: 1,
      answers: { frequency: 'weekly' },
      contact: {
        method: 'email',
        email: 'a@example.jp',
        lastName: '山田',
        firstName: '花子',
        phoneNumber: '',
      },
      prefecture: 'tokyo',
      step: 2,
      savedAt: 1000,
    });
    clearDraft(storage, key);
    expect(readDraft(storage, key)).toBeUndefined();
  });

  it('keeps one draft per job type and booked pro, and ignores malformed or foreign data', () => {
    expect(draftKey('plumber')).not.toBe(draftKey('plumber', 'pro-0001'));
    const storage = memory();
    storage.setItem('d', '{not json');
    expect(readDraft(storage, 'd')).toBeUndefined();
    storage.setItem('d', JSON.stringify({ version: 2, answers: {}, contact: {} }));
    expect(readDraft(storage, 'd')).toBeUndefined();
    expect(readDraft(undefined, 'd')).toBeUndefined();
  });

  it('survives a storage that throws', () => {
    const throwing: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writeDraft(throwing, 'k', { answers: {}, contact, step: 0 })).not.toThrow();
    expect(readDraft(throwing, 'k')).toBeUndefined();
    expect(() => clearDraft(throwing, 'k')).not.toThrow();
  });

  it('clears every request draft and the session context (on logout), and nothing else', () => {
    const data = new Map([
      ['requestDraft:plumber', '{}'],
      ['requestDraft:house-cleaning:pro-0002', '{}'],
      ['requestSessionContext', '{}'],
      ['other', 'kept'],
    ]);
    const storage = {
      get length() {
        return data.size;
      },
      key: (index: number) => [...data.keys()][index] ?? null,
      removeItem: (key: string) => void data.delete(key),
    };
    clearAllDrafts(storage);
    expect([...data.keys()]).toEqual(['other']);
  });

  it('remembers the first session context only, and clears it', () => {
    const storage = memory();
    rememberSessionContext(storage, { entryPath: '/home/a' });
    rememberSessionContext(storage, { entryPath: '/home/b' });
    expect(readSessionContext(storage)).toEqual({ entryPath: '/home/a' });
    clearSessionContext(storage);
    expect(readSessionContext(storage)).toEqual({});
  });
});

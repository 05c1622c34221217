// A request this tab created is remembered by id for its page, for the user who sent it only, and
// forgotten at logout.
import { describe, expect, it } from 'vitest';
import {
  clearCreatedRequests,
  createdRequestKey,
  readCreatedRequest,
  rememberCreatedRequest,
} from '../../../../src/features/new-request/created';
import type { CreatedRequest } from '../../../../src/api';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

const created: CreatedRequest = {
  _id: 'req-0101',
  jobTypeId: 'house-cleaning',
  status: 'open',
  createdTime: '2026-11-23T10:00:00.000Z',
  expirationTime: '2026-11-26T10:00:00.000Z',
};
const title = { ja: 'ハウスクリーニング', en: 'House cleaning' };

describe('created requests', () => {
  it('reads back what creation answered, with the job type, for the user who sent it', () => {
    const storage = memoryStorage();
    rememberCreatedRequest(storage, created, { userId: 'user-1', jobTypeTitle: title });
    expect(readCreatedRequest(storage, 'req-0101', 'user-1')).toEqual({
      id: 'req-0101',
      jobTypeId: 'house-cleaning',
      jobTypeTitle: title,
      createdTime: created.createdTime,
      expirationTime: created.expirationTime,
      userId: 'user-1',
    });
  });

  it("never shows another user's request, another id's, or a damaged entry", () => {
    const storage = memoryStorage();
    rememberCreatedRequest(storage, created, { userId: 'user-1', jobTypeTitle: title });
    expect(readCreatedRequest(storage, 'req-0101', 'user-2')).toBeUndefined();
    expect(readCreatedRequest(storage, 'req-0102', 'user-1')).toBeUndefined();
    storage.setItem(createdRequestKey('req-0103'), '{not json');
    expect(readCreatedRequest(storage, 'req-0103', 'user-1')).toBeUndefined();
    storage.setItem(createdRequestKey('req-0104'), JSON.stringify({ id: 'req-0104', userId: 'user-1' }));
    expect(readCreatedRequest(storage, 'req-0104', 'user-1')).toBeUndefined();
    expect(readCreatedRequest(undefined, 'req-0101', 'user-1')).toBeUndefined();
  });

  it('keeps nothing, without failing, when the storage refuses', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() =>
      rememberCreatedRequest(refusing, created, { userId: 'user-1', jobTypeTitle: title }),
    ).not.toThrow();
  });

  it('logout clears every remembered request and nothing else', () => {
    const storage = memoryStorage();
    rememberCreatedRequest(storage, created, { userId: 'user-1', jobTypeTitle: title });
    rememberCreatedRequest(
      storage,
      { ...created, _id: 'req-0102' },
      { userId: 'user-1', jobTypeTitle: title },
    );
    storage.setItem('requestDraft:house-cleaning', '{}');
    clearCreatedRequests(storage);
    expect(readCreatedRequest(storage, 'req-0101', 'user-1')).toBeUndefined();
    expect(readCreatedRequest(storage, 'req-0102', 'user-1')).toBeUndefined();
    expect(storage.getItem('requestDraft:house-cleaning')).toBe('{}');
  });
});

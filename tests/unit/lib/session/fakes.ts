// Test doubles of the session module: a document whose `cookie` setter records every write and
// keeps a minimal cookie store (by name; Max-Age=0 deletes), and storages that fail.
import type { SessionStorageLike } from '../../../../src/lib/session/storage';

export interface FakeDocument {
  cookie: string;
  /** Every string assigned to `document.cookie`, in order. */
  readonly writes: string[];
  /** Puts a cookie in the store without recording a write (as if set by the server). */
  seed(name: string, rawValue: string): void;
}

export function fakeDocument(initial: Record<string, string> = {}): FakeDocument {
  const store = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    seed: (name, rawValue) => void store.set(name, rawValue),
    get cookie(): string {
      return [...store].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      writes.push(assignment);
      const [pair = '', ...attributes] = assignment.split(';').map((part) => part.trim());
      const equals = pair.indexOf('=');
      const name = pair.slice(0, equals);
      if (attributes.some((attribute) => /^max-age=0$/i.test(attribute))) store.delete(name);
      else store.set(name, pair.slice(equals + 1));
    },
  };
}

/** A storage whose every call throws (Safari private mode, storage disabled). */
export const throwingStorage: SessionStorageLike = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

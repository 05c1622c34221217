/**
 * The request draft: the answers kept in sessionStorage while the visitor fills the form in, so a
 * failed submit, a reload or closing the modal loses nothing; cleared once the request is created.
 * Passwords are never kept. Storage that throws (private mode, disabled) just keeps no draft.
 */
import type { Answers, ContactValues } from './form/values';

interface RequestDraft {
  version: 1;
  answers: Answers;
  contact: Omit<ContactValues, 'password'>;
  /** The prefecture chosen in the form, when the page named none. */
  prefecture?: string;
  step: number;
  savedAt: number;
}

export interface DraftStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

/** One draft per job type and booked pro. */
export const draftKey = (jobTypeId: string, selectedProId?: string) =>
  `requestDraft:${jobTypeId}${selectedProId ? `:${selectedProId}` : ''}`;

export function browserSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(storage: DraftStorage | undefined, key: string): RequestDraft | undefined {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<RequestDraft> | null;
    if (!parsed || parsed.version !== 1 || typeof parsed.answers !== 'object' || !parsed.contact)
      return undefined;
    return parsed as RequestDraft;
  } catch {
    return undefined;
  }
}

export function writeDraft(
  storage: DraftStorage | undefined,
  key: string,
  draft: { answers: Answers; contact: ContactValues; prefecture?: string; step: number },
  now = Date.now(),
): void {
  const { password: _password, ...contact } = draft.contact;
  const stored: RequestDraft = {
    version: 1,
    answers: draft.answers,
    contact,
    ...(draft.prefecture ? { prefecture: draft.prefecture } : {}),
    step: draft.step,
    savedAt: now,
  };
  try {
    storage?.setItem(key, JSON.stringify(stored));
  } catch {
    // A full or disabled storage keeps no draft; the form itself still works.
  }
}

export function clearDraft(storage: DraftStorage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Every request draft and the session context: they hold contact details, so logout removes them. */
export function clearAllDrafts(storage: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith('requestDraft:')) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
    storage.removeItem(SESSION_CONTEXT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Where the visitor's first request of the session started; sent with the request, cleared once one is created. */
const SESSION_CONTEXT_KEY = 'requestSessionContext';

export function readSessionContext(storage: DraftStorage | undefined): Record<string, string> {
  try {
    const parsed = JSON.parse(storage?.getItem(SESSION_CONTEXT_KEY) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Notes where this request started, once per session (the first page that opened a request). */
export function rememberSessionContext(
  storage: DraftStorage | undefined,
  context: Record<string, string>,
): void {
  const current = readSessionContext(storage);
  if (Object.keys(current).length) return;
  try {
    storage?.setItem(SESSION_CONTEXT_KEY, JSON.stringify(context));
  } catch {
    // No context kept.
  }
}

export function clearSessionContext(storage: DraftStorage | undefined): void {
  clearDraft(storage, SESSION_CONTEXT_KEY);
}

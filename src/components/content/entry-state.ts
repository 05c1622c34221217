// A part of a page's state that belongs to its place in the history, like the scroll the router
// restores: a list's "show more" is as the visitor left it when Back returns to that entry, and
// starts anew on a new visit (a new entry). Kept in sessionStorage by the router's key of the
// entry (memory where storage is refused), so it also outlives a reload of that entry.
import { useLocation } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';

const PREFIX = 'entry-state:';
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): string | undefined {
  try {
    const stored = storage()?.getItem(key);
    if (stored != null) return stored;
  } catch {
    // Storage refused (private mode, a full quota): memory has it.
  }
  return memory.get(key);
}

function write(key: string, value: string) {
  memory.set(key, value);
  try {
    storage()?.setItem(key, value);
  } catch {
    // Memory has it for this document.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A number kept with the current history entry under `name` (unique on its page), `initial` until
 * set. The server's render and the browser's hydration use `initial` (the server knows no entry);
 * a kept value shows right after, and at once in a page the app renders on Back, so the page has
 * its height before the router restores the scroll.
 */
export function useEntryState(name: string, initial: number): [number, (value: number) => void] {
  const entry = useLocation({ select: (location) => location.state.__TSR_key ?? location.href });
  const key = `${PREFIX}${entry}:${name}`;
  const value = useSyncExternalStore(
    subscribe,
    () => {
      const kept = read(key);
      const number = kept === undefined ? Number.NaN : Number(kept);
      return Number.isFinite(number) ? number : initial;
    },
    () => initial,
  );
  const set = useCallback((next: number) => write(key, String(next)), [key]);
  return [value, set];
}

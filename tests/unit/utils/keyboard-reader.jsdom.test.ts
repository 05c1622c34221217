// @vitest-environment jsdom
// Whether the visitor reads by keyboard (their last move was the Tab key), known once for the whole
// page: one set of document listeners however many lists ask, put on by the first subscriber and
// taken off with the last.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readsByKeyboard, subscribeToReaderMoves } from '../../../src/utils/keyboard-reader';

const WATCHED = ['keydown', 'pointerdown', 'wheel', 'focusin'];

const tab = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
const press = () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
const wheel = () => document.body.dispatchEvent(new Event('wheel', { bubbles: true }));

/** The document listeners of the watched kinds put on and taken off while the test runs. */
function documentListeners() {
  const added = vi.spyOn(document, 'addEventListener');
  const removed = vi.spyOn(document, 'removeEventListener');
  const watched = (spy: typeof added) => spy.mock.calls.filter(([type]) => WATCHED.includes(type));
  const capture = (options: boolean | AddEventListenerOptions | undefined) =>
    typeof options === 'boolean' ? options : (options?.capture ?? false);
  return {
    added: () => watched(added).map(([type]) => type),
    /** Each added listener whose removal (the same function, the same capture) has not been seen. */
    stillOn: () =>
      watched(added).filter(
        ([type, listener, options]) =>
          !watched(removed).some(
            ([otherType, otherListener, otherOptions]) =>
              otherType === type && otherListener === listener && capture(otherOptions) === capture(options),
          ),
      ),
  };
}

const stops: (() => void)[] = [];
const subscribe = (onMove: () => void) => {
  const stop = subscribeToReaderMoves(onMove);
  stops.push(stop);
  return stop;
};

beforeEach(() => {
  document.body.innerHTML = '<button type="button">a</button><button type="button">b</button>';
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the keyboard reader', () => {
  it('reads by keyboard after the Tab key, and no longer after a pointer press or the wheel', () => {
    subscribe(() => undefined);
    expect(readsByKeyboard()).toBe(false);
    tab();
    expect(readsByKeyboard()).toBe(true);
    press();
    expect(readsByKeyboard()).toBe(false);
    tab();
    wheel();
    expect(readsByKeyboard()).toBe(false);
    // Other keys say nothing of how they read.
    tab();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(readsByKeyboard()).toBe(true);
  });

  it('tells its subscribers of each pointer press, wheel turn and focus move, after updating', () => {
    const seen: boolean[] = [];
    subscribe(() => seen.push(readsByKeyboard()));
    tab();
    expect(seen).toEqual([]);
    const [first] = document.querySelectorAll('button');
    first!.focus();
    expect(seen).toEqual([true]);
    press();
    expect(seen).toEqual([true, false]);
    wheel();
    expect(seen).toEqual([true, false, false]);
  });

  it('two lists share one set of document listeners, and both hear each move', () => {
    const listeners = documentListeners();
    const first = vi.fn();
    const second = vi.fn();
    subscribe(first);
    subscribe(second);
    expect(listeners.added().sort()).toEqual([...WATCHED].sort());
    press();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('the last unsubscribe takes the listeners off; one before it leaves them on', () => {
    const listeners = documentListeners();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribe(first);
    const stopSecond = subscribe(second);
    stopFirst();
    expect(listeners.stillOn()).toHaveLength(WATCHED.length);
    press();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    // A second call of the same unsubscribe is nothing: the other subscriber keeps its listeners.
    stopFirst();
    expect(listeners.stillOn()).toHaveLength(WATCHED.length);

    tab();
    stopSecond();
    expect(listeners.stillOn()).toEqual([]);
    // Nobody watches: what the visitor did before is not known to be still so.
    expect(readsByKeyboard()).toBe(false);
    tab();
    expect(readsByKeyboard()).toBe(false);
    press();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('the same function subscribed twice is two subscriptions', () => {
    const onMove = vi.fn();
    const stop = subscribe(onMove);
    subscribe(onMove);
    stop();
    press();
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it('the first subscriber after the last one left puts the listeners on again', () => {
    const stop = subscribe(() => undefined);
    stop();
    const listeners = documentListeners();
    const onMove = vi.fn();
    subscribe(onMove);
    expect(listeners.added().sort()).toEqual([...WATCHED].sort());
    tab();
    expect(readsByKeyboard()).toBe(true);
    press();
    expect(onMove).toHaveBeenCalledTimes(1);
  });
});

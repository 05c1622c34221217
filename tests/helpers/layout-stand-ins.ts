// jsdom lays nothing out: it has no scrollIntoView and no IntersectionObserver. Stand-ins for one
// test record what the code asks of them, and what was there before comes back after it.
import { onTestFinished, vi } from 'vitest';

/** From now until the test ends: the elements scrolled into view, in order. */
export function recordScrollIntoView(): Element[] {
  const scrolled: Element[] = [];
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolled.push(this);
    },
  });
  onTestFinished(() => {
    if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return scrolled;
}

/**
 * From now until the test ends (the unit projects unstub globals after each test): the callbacks of
 * the IntersectionObservers made, in order, for the test to call as the browser would when what they
 * observe comes into view. Observing and disconnecting do nothing.
 */
export function stubIntersectionObservers(): IntersectionObserverCallback[] {
  const observers: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

// @vitest-environment jsdom
// The infinite lists' loading as the page holds them: however many lists a page shows (the pros and
// the case studies), one set of document listeners learns whether the visitor reads by keyboard;
// and a move of the visitor is judged by the list as it is from the moment it changed on screen.
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadMore } from '../../../../src/features/marketing/components/use-load-more';
import { recordScrollIntoView, stubIntersectionObservers } from '../../../helpers/layout-stand-ins';

const WATCHED = ['keydown', 'pointerdown', 'wheel', 'focusin'];

interface ListState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  pages: number;
}

function List({ name, state }: { name: string; state: ListState }) {
  const { container, end, link, onLinkClick } = useLoadMore<HTMLUListElement>(state);
  return (
    <section>
      <ul ref={container}>
        <li>
          <a href={`#${name}-1`}>{name} 1</a>
        </li>
      </ul>
      <span ref={end} />
      <a ref={link} href={`?${name}=2`} onClick={onLinkClick}>
        {name}: more
      </a>
    </section>
  );
}

/** Runs `check` in the commit that shows the list as given, before the page's effects run. */
function InTheCommit({ check }: { check: () => void }) {
  useLayoutEffect(check);
  return null;
}

// The browser's way: an IntersectionObserver tells when a list's end comes near (and only then).
let observers: IntersectionObserverCallback[] = [];
const comesNear = () =>
  act(() => {
    for (const callback of observers)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
const tab = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
const state = (changes: Partial<ListState> = {}): ListState => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(async () => undefined),
  pages: 1,
  ...changes,
});

beforeEach(() => {
  observers = stubIntersectionObservers();
  // The lists' ends are near the window's bottom.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useLoadMore', () => {
  it('two lists on a page watch the visitor with one set of document listeners, gone with the last list', () => {
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const watched = (spy: typeof added) =>
      spy.mock.calls.map(([type]) => type).filter((type) => WATCHED.includes(type));
    const page = render(
      <>
        <List name="pros" state={state()} />
        <List name="studies" state={state()} />
      </>,
    );
    expect(watched(added).sort()).toEqual([...WATCHED].sort());
    page.rerender(<List name="pros" state={state()} />);
    expect(watched(removed)).toEqual([]);
    page.unmount();
    expect(watched(removed).sort()).toEqual([...WATCHED].sort());
  });

  it('a list shown after the visitor tabbed knows they read by keyboard', () => {
    const scrolled = recordScrollIntoView();
    const studies = state();
    const page = render(
      <>
        <List name="pros" state={state()} />
        {null}
        <button type="button">next section</button>
      </>,
    );
    tab();
    act(() => page.getByRole('button').focus());
    // The case studies come in above the focused button, their end near: their page waits.
    page.rerender(
      <>
        <List name="pros" state={state()} />
        <List name="studies" state={studies} />
        <button type="button">next section</button>
      </>,
    );
    // They pushed the focused button down: it is kept in view.
    expect(document.activeElement).toBe(page.getByRole('button'));
    expect(scrolled).toEqual([page.getByRole('button')]);
    comesNear();
    expect(studies.fetchNextPage).not.toHaveBeenCalled();
  });

  it('a pointer press right after the list changed is judged by the list as it now is', () => {
    const list = state();
    const page = render(
      <>
        <List name="pros" state={list} />
        <button type="button">next section</button>
      </>,
    );
    // A keyboard reader past the list: the page its end asks for is held back.
    tab();
    act(() => page.getByRole('button').focus());
    comesNear();
    expect(list.fetchNextPage).not.toHaveBeenCalled();
    // The list is busy for a while (a request of its own), then idle again; the visitor takes the
    // mouse as the idle list shows, before the page's effects have run.
    page.rerender(
      <>
        <List name="pros" state={{ ...list, isFetchingNextPage: true }} />
        <button type="button">next section</button>
      </>,
    );
    let loadedAtThePress = 0;
    page.rerender(
      <>
        <List name="pros" state={list} />
        <button type="button">next section</button>
        <InTheCommit
          check={() => {
            document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
            loadedAtThePress = vi.mocked(list.fetchNextPage).mock.calls.length;
          }}
        />
      </>,
    );
    expect(loadedAtThePress).toBe(1);
  });
});

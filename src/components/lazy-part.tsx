import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the frame whose code is no part of the first page's JavaScript: it loads in its own
 * chunk. The server renders it in place (it waits for the module), and the browser keeps the
 * server's HTML until the chunk has come, then hydrates it; a click in it meanwhile is replayed then.
 * For parts the visitor does not use at once (the footer), never for a control they may press first.
 *
 * The part is memoized: a render of what is above it before its chunk has come (the session's state
 * changing, say) passes it by as long as its props are the same. A boundary that is rendered again
 * before it has hydrated is rendered anew in the browser instead: the server's HTML would go, and
 * `fallback` (nothing, by default) would show for as long as the chunk loads.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return memo(function LazyPart(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  });
}

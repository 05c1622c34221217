import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react';
import { useRevealFocus } from '../../hooks/use-reveal-focus';
import { useEntryState } from './entry-state';

/**
 * A list shown a first set at a time: `first` items, then `first` more on each press. Long
 * sections (dozens of near-identical cards) would otherwise make a phone page endless. A press moves
 * the focus to the first item it shows. With a `name` (unique on the page), what was shown is kept
 * with the history entry: Back from a card opened after "show more" finds the list as it was, and
 * the scroll the router restores lands on that card again (not lower down the shorter list).
 */
export function Bounded<T>({
  items,
  first,
  name,
  children,
}: {
  items: readonly T[];
  first: number;
  name?: string;
  children: (shown: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [local, setLocal] = useState(first);
  const [kept, setKept] = useEntryState(`bounded:${name ?? ''}`, first);
  const [count, setCount] = name ? [kept, setKept] : [local, setLocal];
  const { container, revealing } = useRevealFocus<HTMLDivElement>();
  const shown = items.length > count ? items.slice(0, count) : items;
  const rest = items.length - shown.length;
  return (
    <>
      <div id={id} className="bounded" ref={container}>
        {children(shown)}
      </div>
      {rest > 0 && (
        <button
          type="button"
          className="show-more"
          aria-controls={id}
          onClick={() => {
            revealing();
            setCount(count + first);
          }}
        >
          {t('content.showMore', { count: Math.min(rest, first) })}
        </button>
      )}
    </>
  );
}

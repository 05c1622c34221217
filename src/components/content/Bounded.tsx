import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevealFocus } from '../../hooks/use-reveal-focus';

/**
 * A list shown a first set at a time: `first` items, then `first` more on each press. Long
 * sections (dozens of near-identical cards) would otherwise make a phone page endless. A press moves
 * the focus to the first item it shows.
 */
export function Bounded<T>({
  items,
  first,
  children,
}: {
  items: readonly T[];
  first: number;
  children: (shown: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [count, setCount] = useState(first);
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
            setCount((value) => value + first);
          }}
        >
          {t('content.showMore', { count: Math.min(rest, first) })}
        </button>
      )}
    </>
  );
}

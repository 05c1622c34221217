import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface Tab<K extends string> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern: a tab list (one tab in the Tab order; ←/→ move and select, Home/End go
 * to the first and last) and one panel shown at a time. Every panel stays mounted, only hidden, so
 * what the user typed in one is still there after a look at another. Controlled: the owner keeps
 * the selected key (a page keeps it in its URL, so a tab can be linked and survives a reload).
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(to);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel-${tab.key}`}
            aria-selected={index === current}
            tabIndex={index === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={index !== current}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

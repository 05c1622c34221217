import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** A marketing path without the leading slash (`home/cleaning`), or the start page. */
  target?: { splat: string } | 'start';
}

/** Breadcrumbs; the last crumb is the current page. Links keep the language. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const key = `${index}-${item.label}`;
          if (last || !item.target) {
            return (
              <li key={key}>
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              </li>
            );
          }
          return (
            <li key={key}>
              {item.target === 'start' ? (
                <Link to="/start">{item.label}</Link>
              ) : (
                <Link to="/$" params={{ _splat: item.target.splat }}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

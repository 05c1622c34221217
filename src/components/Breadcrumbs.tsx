import { Link } from './Link';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/react';

/**
 * A page a breadcrumb (or a link built the same way) points at: the start page, the blog index, a
 * marketing path without the leading slash (`home/cleaning`), or a pro's profile by its key.
 */
export type CrumbTarget = 'start' | 'blog' | { splat: string } | { proKey: string };

export interface Crumb {
  label: string;
  target?: CrumbTarget;
  /** The label's language when it is not the page's (a Japanese title or name on an English page). */
  lang?: string | undefined;
}

/** The target's path without the language prefix, for canonical and structured-data URLs. */
export function targetPath(target: CrumbTarget): string {
  if (target === 'start') return '/start';
  if (target === 'blog') return '/blog';
  if ('splat' in target) return `/${target.splat}`;
  return `/profile/${encodeURIComponent(target.proKey)}/pro`;
}

/** A router link to a target; it keeps the page's language like every router link. */
export function TargetLink({
  target,
  children,
  className,
}: {
  target: CrumbTarget;
  children: ReactNode;
  className?: string;
}) {
  if (target === 'start')
    return (
      <Link to="/start" className={className}>
        {children}
      </Link>
    );
  if (target === 'blog')
    return (
      <Link to="/blog" className={className}>
        {children}
      </Link>
    );
  if ('splat' in target)
    return (
      <Link to="/$" params={{ _splat: target.splat }} className={className}>
        {children}
      </Link>
    );
  return (
    <Link to="/profile/$proKey/pro" params={{ proKey: target.proKey }} className={className}>
      {children}
    </Link>
  );
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
                <span aria-current={last ? 'page' : undefined} lang={item.lang}>
                  {item.label}
                </span>
              </li>
            );
          }
          return (
            <li key={key}>
              <TargetLink target={item.target}>
                {item.lang ? <span lang={item.lang}>{item.label}</span> : item.label}
              </TargetLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useState } from 'react';
import { safeDataUrl } from '../../utils/safe-href';
import styles from './Avatar.module.css';

/** The initials of a name: a Japanese name's first character, a latin name's first two initials. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (!/^[A-Za-z]/.test(first)) return Array.from(first).slice(0, 1).join('') || '?';
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * A person's or company's picture: the photo when the API gives a safe address (https or a path of
 * this site) and it loads, else the initials on a tinted disc. `alt` is empty when the name is shown
 * beside it (the usual case), so screen readers do not hear the name twice.
 */
export function Avatar({
  src,
  name,
  alt = '',
  size = 64,
  priority = false,
  className,
}: {
  src?: string | undefined;
  name: string;
  alt?: string;
  size?: number;
  /** The page's main picture (a profile's header): loaded at once, with high priority. */
  priority?: boolean;
  className?: string | undefined;
}) {
  const [failed, setFailed] = useState(false);
  const safe = src ? safeDataUrl(src) : undefined;
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  const box = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (safe && !failed)
    return (
      <img
        src={safe}
        alt={alt}
        width={size}
        height={size}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        className={classes}
        onError={() => setFailed(true)}
        data-avatar="photo"
      />
    );
  return (
    <span
      className={`${classes} ${styles.initials}`}
      style={box}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-avatar="initials"
    >
      {initialsOf(name)}
    </span>
  );
}

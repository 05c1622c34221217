import styles from './Badge.module.css';

type Tone = 'neutral' | 'primary' | 'success' | 'danger';

/** A short label beside content (a tag, a status, a count). Not interactive. */
export function Badge({
  tone = 'primary',
  className,
  children,
}: {
  tone?: Tone;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>
  );
}

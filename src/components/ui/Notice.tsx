import styles from './Notice.module.css';

type Tone = 'info' | 'success' | 'error';

/**
 * A message about what just happened (saved, sent, failed). Success and info are polite live
 * regions (`status`); an error is an `alert`. `floating` pins it to the bottom of the viewport as a
 * toast.
 */
export function Notice({
  tone = 'info',
  floating = false,
  className,
  children,
  ...rest
}: {
  tone?: Tone;
  floating?: boolean;
  className?: string | undefined;
  children: React.ReactNode;
  'data-testid'?: string;
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.notice, styles[tone], floating && styles.floating, className]
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {children}
    </p>
  );
}

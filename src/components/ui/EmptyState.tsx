import styles from './EmptyState.module.css';

/** What a list or section says when it has nothing to show (and, optionally, what to do next). */
export function EmptyState({
  children,
  action,
  ...rest
}: {
  children: React.ReactNode;
  action?: React.ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className={`state--empty ${styles.empty}`} {...rest}>
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}

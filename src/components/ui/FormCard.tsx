import styles from './FormCard.module.css';

/**
 * The page of one short form (sign in, set a password): a narrow card holding the page's heading
 * (its `h1`), what it says and the form: bold labels, text inputs full width and a tap target high.
 */
export function FormCard({
  className,
  children,
  ...rest
}: {
  className?: string | undefined;
  children: React.ReactNode;
  'data-testid'?: string;
}) {
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </article>
  );
}

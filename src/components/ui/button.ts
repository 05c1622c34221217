import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'quiet';

/**
 * The class of a button (or a link shown as one). States are the element's own: `disabled`, and
 * `aria-busy="true"` while it works (a spinner shows).
 */
export function buttonClass(
  variant: Variant = 'secondary',
  options: { large?: boolean; block?: boolean } = {},
): string {
  return [styles.button, styles[variant], options.large && styles.large, options.block && styles.block]
    .filter(Boolean)
    .join(' ');
}

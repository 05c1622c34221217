import styles from './IconButton.module.css';

type Variant = 'plain' | 'outlined';

/**
 * The class of a 44 px icon button (a picture or an icon, its name in `aria-label` or hidden text):
 * `plain` is round and borderless (the account picture, a drawer's close), `outlined` a bordered
 * square (the header's menu). States are the element's own: hover, `:focus-visible` (the app's focus
 * ring), `aria-expanded="true"` (tinted in the primary colour while what it opened shows) and `disabled`.
 */
export function iconButtonClass(variant: Variant = 'plain'): string {
  return `${styles.iconButton} ${styles[variant]}`;
}

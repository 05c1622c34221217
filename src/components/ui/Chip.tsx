import styles from './Chip.module.css';

/**
 * A filter chip: a checkbox whose whole pill is the tap target; a chosen chip is filled. The input
 * stays a real checkbox (keyboard, forms and screen readers as usual).
 */
export function Chip({
  children,
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { children: React.ReactNode }) {
  return (
    <label className={styles.chip}>
      <input type="checkbox" className={styles.input} {...input} />
      {children}
    </label>
  );
}

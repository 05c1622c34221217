import styles from './Chip.module.css';

/**
 * A chip: a checkbox (several of a set, e.g. filters) or a radio (one of a set) whose whole pill is
 * the tap target; a chosen chip is filled. The input stays a real one (keyboard, forms and screen
 * readers as usual: arrow keys move between the radios of a group).
 */
export function Chip({
  children,
  type = 'checkbox',
  ...input
}: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  type?: 'checkbox' | 'radio';
  children: React.ReactNode;
}) {
  return (
    <label className={styles.chip}>
      <input type={type} className={styles.input} {...input} />
      {children}
    </label>
  );
}

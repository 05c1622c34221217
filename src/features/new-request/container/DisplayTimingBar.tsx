// The displayTiming experiment on a marketing page: variant B shows the request button at once in a
// bar fixed to the bottom of the screen, beside where the page puts it; the control (A), and the
// moment before the variant is known, show no bar.
import type { ReactNode } from 'react';
import type { VariantOf } from '../../../lib/monitoring';
import styles from './RequestBar.module.css';

export function DisplayTimingBar({
  variant,
  children,
}: {
  variant: VariantOf<'displayTiming'> | undefined;
  children: ReactNode;
}) {
  if (variant !== 'B') return null;
  return (
    <div className={`request-bar ${styles.bar}`} data-testid="request-bar">
      {children}
    </div>
  );
}

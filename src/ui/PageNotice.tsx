import type { ReactNode } from 'react';
import styles from './PageNotice.module.css';

/** A page's message in place of its content (why there is nothing to show here), under a red icon. */
export function PageNotice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.notice} role="alert">
      <span className={styles.icon}>{icon}</span>
      <p className={styles.text}>{children}</p>
    </div>
  );
}

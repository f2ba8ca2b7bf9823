import type { ReactNode } from 'react';
import styles from './OperatorPage.module.css';

/** One panel of an operator page: a section named by its heading (`id` is the heading's, for aria-labelledby). */
export function Panel({ id, title, className, children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={className ?? styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

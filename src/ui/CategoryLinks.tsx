import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './CategoryLinks.module.css';

export interface CategoryLink {
  key: string;
  label: ReactNode;
  /** The list on this category (its ?category=). */
  to: string;
  current: boolean;
}

/** A list's categories as a row of pills that scrolls sideways, the current one red (the catalogue and news lists). */
export function CategoryLinks({ links }: { links: readonly CategoryLink[] }) {
  return (
    <ul className={styles.categories}>
      {links.map(({ key, label, to, current }) => (
        <li key={key}>
          <Link className={current ? `${styles.category} ${styles.current}` : styles.category} aria-current={current ? 'page' : undefined} to={to}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

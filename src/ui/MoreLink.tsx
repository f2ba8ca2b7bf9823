import type { ReactNode } from 'react';
import { PortalLink } from './PortalLink';
import styles from './MoreLink.module.css';

/** A section's centred "more …" link, with its chevron, at the foot of the section. */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <PortalLink to={to} className={styles.more}>
      {children}
      <span className={styles.chevron} aria-hidden>
        ›
      </span>
    </PortalLink>
  );
}

import { FormattedMessage } from 'react-intl';
import styles from './LoadFailed.module.css';

/** Spec §8: 'Request failed, click to reload' — the state a page shows instead of going white. */
export function LoadFailed({ onReload }: { onReload(): void }) {
  return (
    <div className={styles.box} role="alert">
      <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden>
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 13v14M24 33v2" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <button type="button" className={styles.button} onClick={onReload}>
        <FormattedMessage id="list.failed" />
      </button>
    </div>
  );
}

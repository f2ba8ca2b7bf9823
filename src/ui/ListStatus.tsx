import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './ListStatus.module.css';

/** Spec §8: 'Loading...' while a list's first page loads. */
export function ListLoading() {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden />
      <FormattedMessage id="list.loading" />
    </p>
  );
}

/** Spec §8: 'No More' under the last item of a list. */
export function ListNoMore() {
  return (
    <p className={styles.noMore}>
      <FormattedMessage id="list.noMore" />
    </p>
  );
}

/** Spec §8: 'No Data' for a list that has nothing in it. */
export function ListNoData() {
  return (
    <p className={styles.noData} role="status">
      <FormattedMessage id="list.noData" />
    </p>
  );
}

/** Spec §9: 'No result', with what was looked for and what to try instead. */
export function ListNoResult({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.noResult} role="status">
      <svg className={styles.icon} viewBox="0 0 64 64" width="64" height="64" aria-hidden>
        <circle cx="28" cy="28" r="17" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M41 41l12 12" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <path d="M22 28h12" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>
        <FormattedMessage id="select.noResult" />
      </p>
      {children && <p className={styles.hint}>{children}</p>}
    </div>
  );
}

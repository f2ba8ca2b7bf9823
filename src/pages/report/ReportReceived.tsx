import { FormattedMessage } from 'react-intl';
import styles from './ReportForm.module.css';

/** After sending: thanks, and the reference number to quote. */
export function ReportReceived({ reference, onAnother }: { reference: string; onAnother(): void }) {
  return (
    <section className={styles.received} role="status">
      <svg className={styles.tick} viewBox="0 0 48 48" width="48" height="48" aria-hidden>
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="m14 25 7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className={styles.receivedTitle}>
        <FormattedMessage id="report-page.received" />
      </h2>
      <p className={styles.reference}>
        <FormattedMessage id="report-page.reference" values={{ reference }} />
      </p>
      <p className={styles.intro}>
        <FormattedMessage id="report-page.keepReference" />
      </p>
      <button type="button" className={styles.another} onClick={onAnother}>
        <FormattedMessage id="report-page.another" />
      </button>
    </section>
  );
}

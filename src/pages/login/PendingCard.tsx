import { FormattedMessage } from 'react-intl';
import styles from './PendingCard.module.css';

/** What an account page shows while the login status is not known yet. */
export function PendingCard({ message = 'list.loading' }: { message?: 'list.loading' | 'account.transition.redirecting' }) {
  return (
    <div className={styles.box} role="status">
      <span className={styles.spinner} aria-hidden />
      <FormattedMessage id={message} />
    </div>
  );
}

import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../common/i18n/messages';
import styles from '../login/AlreadyLoggedIn.module.css';

/**
 * Spec §4: the flag mask's buyer registration bit is off — the register page says so instead of its form (the
 * media's login and register say the same of the media login bit, in their own words).
 */
export function RegistrationClosed({ message = 'auth.error.registrationClosed' }: { message?: MessageId }) {
  return (
    <div className={styles.box}>
      <svg className={styles.icon} viewBox="0 0 48 48" width="56" height="56" aria-hidden>
        <circle cx="24" cy="24" r="24" fill="var(--color-primary-soft)" />
        <rect x="15" y="22" width="18" height="13" rx="2.5" fill="none" stroke="var(--color-primary)" strokeWidth="2.4" />
        <path d="M19 22v-4a5 5 0 0 1 10 0v4" fill="none" stroke="var(--color-primary)" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <p className={styles.message} role="status">
        <FormattedMessage id={message} />
      </p>
    </div>
  );
}

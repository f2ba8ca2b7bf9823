import { FormattedMessage } from 'react-intl';
import { useLogout } from '../../platform/session';
import { useFormSubmission } from './use-form-submission';
import formStyles from './AccountForm.module.css';
import styles from './AlreadyLoggedIn.module.css';

/** Spec §5: a logged-in user opening login or register is told to log out first — and may do it here. */
export function AlreadyLoggedIn({ homeUrl }: { homeUrl: string }) {
  const logout = useLogout();
  const [busy, submit] = useFormSubmission();
  return (
    <div className={styles.box}>
      <svg className={styles.icon} viewBox="0 0 48 48" width="56" height="56" aria-hidden>
        <circle cx="24" cy="24" r="24" fill="var(--color-primary-soft)" />
        <circle cx="22" cy="19" r="6.5" fill="none" stroke="var(--color-primary)" strokeWidth="2.4" />
        <path d="M11 36c1.6-6 6-9 11-9 2.4 0 4.6.7 6.4 2" fill="none" stroke="var(--color-primary)" strokeWidth="2.4" strokeLinecap="round" />
        <path d="m29 32.5 3.2 3.2 6.3-6.7" fill="none" stroke="var(--color-primary)" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className={styles.message} role="status">
        <FormattedMessage id="auth.alreadyLoggedIn" />
      </p>
      {logout && (
        <button type="button" className={formStyles.submit} disabled={busy} onClick={() => void submit(logout)}>
          <FormattedMessage id="account.loggedIn.logout" />
        </button>
      )}
      <a className={formStyles.secondary} href={homeUrl}>
        <FormattedMessage id="page.backHome" />
      </a>
    </div>
  );
}

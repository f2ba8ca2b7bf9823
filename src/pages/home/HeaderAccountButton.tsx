import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { loginPageUrl, workbenchUrl } from '../../platform/account-links';
import type { Language } from '../../platform/language';
import { useSession } from '../../platform/session';
import styles from './HomeHeader.module.css';

/** Spec §2 header user area: Login/Reg when logged out, Enter Workbench (the role's back office) when logged in. */
export function HeaderAccountButton({ language }: { language: Language }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'authenticated') {
    return (
      <a className={styles.account} href={workbenchUrl(session.userType)}>
        <FormattedMessage id="header.enterWorkbench" />
      </a>
    );
  }
  const currentPage = `${location.pathname}${location.search}${location.hash}`;
  return (
    <a className={styles.account} href={loginPageUrl(language, currentPage)}>
      <FormattedMessage id="header.loginRegister" />
    </a>
  );
}

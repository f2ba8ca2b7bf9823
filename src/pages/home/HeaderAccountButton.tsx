import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { loginPageUrl, workbenchUrl } from '../../platform/account-links';
import type { Language } from '../../../common/language';
import { useSession } from '../../platform/session';
import ownStyles from './HeaderAccountButton.module.css';
import { RegisterTip } from './RegisterTip';
import { UserCenterGuideTip } from './UserCenterGuideTip';
import styles from './HomeHeader.module.css';

// Only someone logged in has a user menu: its code is not part of a visitor's first load.
const HeaderUserMenu = lazy(() => import('./HeaderUserMenu').then((module) => ({ default: module.HeaderUserMenu })));

/**
 * Spec §2 header user area: Login/Reg (with the register tip) when logged out; Enter Workbench (the role's
 * back office, §6) and the user menu (with the one-time user-centre guide tip) when logged in.
 */
export function HeaderAccountButton({ language }: { language: Language }) {
  const intl = useIntl();
  const session = useSession();
  const location = useLocation();
  if (session.status === 'authenticated') {
    return (
      <>
        {/* Spec §2: 'Enter Workbench or Workbench' — the narrow header shows the short label; the link is named in full. */}
        <a className={styles.account} href={workbenchUrl(session.userType, language)} aria-label={intl.formatMessage({ id: 'header.enterWorkbench' })}>
          <FormattedMessage id="header.workbench" />
        </a>
        {/* The menu's box is kept while its code loads, so the header does not shift. */}
        <Suspense fallback={<span className={ownStyles.menuPlaceholder} aria-hidden />}>
          <UserCenterGuideTip language={language}>
            <HeaderUserMenu session={session} language={language} />
          </UserCenterGuideTip>
        </Suspense>
      </>
    );
  }
  const currentPage = `${location.pathname}${location.search}${location.hash}`;
  return (
    <RegisterTip language={language}>
      <a className={styles.account} href={loginPageUrl(language, currentPage)}>
        <FormattedMessage id="header.loginRegister" />
      </a>
    </RegisterTip>
  );
}

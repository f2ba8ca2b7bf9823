import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useHomeFlag } from '../../engine/home-page-config';
import { registerPageUrl } from '../../platform/account-links';
import type { Language } from '../../../common/language';
import { useRememberedDismissal } from '../../platform/session-dismissal';
import { useSession, useSessionPending } from '../../platform/session';
import { CloseButton } from '../../ui/CloseButton';
import { Popover } from '../../ui/Popover';
import { HEADER_POPOVER_GROUP } from './header-popover-group';
import styles from './HeaderTip.module.css';

const DISMISSAL = 'registerTip';

/**
 * Spec §2, §4: the register tip, pointing at the header's Login/Reg button (its children). Shown to visitors
 * while buyer registration is open (the flag mask) until dismissed with its close button, then remembered; an
 * outside tap or Escape only hides it for this page.
 */
export function RegisterTip({ language, children }: { language: Language; children: ReactNode }) {
  const session = useSession();
  // While the login status is still asked for, everyone looks like a visitor: no tip yet.
  const pending = useSessionPending();
  const location = useLocation();
  const [dismissed, dismiss] = useRememberedDismissal(DISMISSAL);
  const registrationOpen = useHomeFlag(language, 'buyerRegistration') === true;
  const currentPage = `${location.pathname}${location.search}${location.hash}`;
  return (
    <Popover
      trigger="manual"
      open={session.status === 'visitor' && !pending && !dismissed && registrationOpen}
      group={HEADER_POPOVER_GROUP}
      role="note"
      className={styles.tip}
      content={
        <>
          <CloseButton className={styles.close} onClick={dismiss} />
          <p className={styles.text}>
            <FormattedMessage id="registerTip.text" />
          </p>
          <div className={styles.actions}>
            <a className={styles.primary} href={registerPageUrl(language, currentPage)}>
              <FormattedMessage id="registerTip.register" />
            </a>
          </div>
        </>
      }
    >
      {children}
    </Popover>
  );
}

import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { personalCentreUrl, USER_SUBSITES } from '../../platform/account-links';
import type { Language } from '../../../common/language';
import { useSession } from '../../platform/session';
import { useUserCenterGuide } from './user-center-guide';
import { Popover } from '../../ui/Popover';
import { HEADER_POPOVER_GROUP } from './header-popover-group';
import styles from './HeaderTip.module.css';

/**
 * Spec §2, §4: the one-time user-centre guide tip, pointing at the header's user-centre entry (its children).
 * Visible if logged in, not dismissed and company info loaded; 'Got it' stores the user id (spec §3 guide
 * flag). An outside tap or Escape only hides it for this page. Issue 25: for the roles with a personal centre
 * it also opens it (in the page's language, a new tab like the header's links), which counts as seen.
 */
export function UserCenterGuideTip({ language, children }: { language?: Language; children: ReactNode }) {
  const session = useSession();
  const [visible, dismiss] = useUserCenterGuide(session);
  const subsite = session.status === 'authenticated' ? USER_SUBSITES[session.userType] : undefined;
  return (
    <Popover
      trigger="manual"
      open={visible}
      group={HEADER_POPOVER_GROUP}
      role="note"
      className={styles.tip}
      content={
        <>
          <p className={styles.text}>
            <FormattedMessage id="userCenterGuide.text" />
          </p>
          <div className={styles.actions}>
            {subsite && (
              <a className={styles.secondary} href={personalCentreUrl(subsite, language)} target="_blank" rel="noopener" onClick={dismiss}>
                <FormattedMessage id="user-centre.guide.open" />
              </a>
            )}
            <button type="button" className={styles.primary} onClick={dismiss}>
              <FormattedMessage id="userCenterGuide.gotIt" />
            </button>
          </div>
        </>
      }
    >
      {children}
    </Popover>
  );
}

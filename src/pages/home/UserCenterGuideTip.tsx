import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../../platform/session';
import { useUserCenterGuide } from '../../platform/user-center-guide';
import { Popover } from '../../ui/Popover';
import { HEADER_POPOVER_GROUP } from './header-popover-group';
import styles from './HeaderTip.module.css';

/**
 * Spec §2, §4: the one-time user-centre guide tip, pointing at the header's user-centre entry (its children).
 * Visible if logged in, not dismissed and company info loaded; 'Got it' stores the user id (spec §3 guide
 * flag). An outside tap or Escape only hides it for this page.
 */
export function UserCenterGuideTip({ children }: { children: ReactNode }) {
  const session = useSession();
  const [visible, dismiss] = useUserCenterGuide(session);
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

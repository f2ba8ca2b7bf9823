import { useCallback, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { userLinksOf, type UserLinkName } from '../../platform/account-links';
import type { MessageId } from '../../platform/i18n/messages';
import { useLogout, type AuthenticatedSession } from '../../platform/session';
import { showToast } from '../../platform/toast';
import { useOutsideClose } from '../../ui/use-outside-close';
import styles from './HeaderUserMenu.module.css';

const LINK_LABELS: Record<UserLinkName, MessageId> = {
  messageCentre: 'header.messageCentre',
  personalCentre: 'header.personalCentre',
  businessCard: 'header.businessCard',
};

/** The first letter of the name, or a person's outline when there is no name yet. */
function Avatar({ name }: { name: string | undefined }) {
  const initial = name?.trim().charAt(0).toUpperCase();
  if (initial) return <span className={styles.initial}>{initial}</span>;
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden>
      <circle cx="10" cy="7" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <path d="M3.6 17c.9-3.4 3.4-5.2 6.4-5.2s5.5 1.8 6.4 5.2" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The logged-in user's menu: who is logged in, the user links of their role (spec §2, §6: message centre,
 * personal centre, business card — sellers and buyers only — each in a new tab) and Log out.
 */
export function HeaderUserMenu({ session }: { session: AuthenticatedSession }) {
  const intl = useIntl();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const links = userLinksOf(session.userType);
  const roleLabel = intl.formatMessage({ id: `account.role.${session.userType}` });

  const close = useCallback(() => setOpen(false), []);
  // Spec §4, §9: like a popover, it closes on a tap outside it and on Escape.
  useOutsideClose(open, [menu], close);

  const logOut = async () => {
    setOpen(false);
    if (!logout) return;
    await logout();
    showToast(intl.formatMessage({ id: 'header.loggedOut' }));
  };

  return (
    <div className={styles.menu} ref={menu}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: 'header.userMenu' })}
        onClick={() => setOpen(!open)}
      >
        <Avatar name={session.name} />
      </button>
      <div className={styles.panel} id={panelId} hidden={!open}>
        <div className={styles.who}>
          <span className={styles.name}>{session.name || roleLabel}</span>
          <span className={styles.role}>{roleLabel}</span>
        </div>
        {links.length > 0 && (
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.name}>
                <a className={styles.link} href={link.url} target="_blank" rel="noopener" onClick={() => setOpen(false)}>
                  <FormattedMessage id={LINK_LABELS[link.name]} />
                  <span className={styles.visuallyHidden}>
                    {' '}
                    <FormattedMessage id="account.newTab" />
                  </span>
                  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden>
                    <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7.5 8.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        )}
        {logout && (
          <button type="button" className={styles.logout} onClick={() => void logOut()}>
            <FormattedMessage id="header.logout" />
          </button>
        )}
      </div>
    </div>
  );
}

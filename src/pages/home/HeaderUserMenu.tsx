import { FormattedMessage, useIntl } from 'react-intl';
import { userLinksOf, type UserLinkName } from '../../platform/account-links';
import type { MessageId } from '../../platform/i18n/messages';
import { useLogout, type AuthenticatedSession } from '../../platform/session';
import { showToast } from '../../platform/toast';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { HeaderDropdown } from './HeaderDropdown';
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
  const links = userLinksOf(session.userType);
  const roleLabel = intl.formatMessage({ id: `account.role.${session.userType}` });

  const logOut = async (close: () => void) => {
    close();
    if (!logout) return;
    await logout();
    showToast(intl.formatMessage({ id: 'header.loggedOut' }));
  };

  return (
    <HeaderDropdown
      label={intl.formatMessage({ id: 'header.userMenu' })}
      icon={<Avatar name={session.name} />}
      toggleClassName={styles.toggle}
      panelClassName={styles.panel}
    >
      {(close) => (
        <>
          <div className={styles.who}>
            <span className={styles.name}>{session.name || roleLabel}</span>
            <span className={styles.role}>{roleLabel}</span>
          </div>
          {links.length > 0 && (
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.name}>
                  <a className={styles.link} href={link.url} target="_blank" rel="noopener" onClick={close}>
                    <FormattedMessage id={LINK_LABELS[link.name]} />
                    <VisuallyHidden>
                      {' '}
                      <FormattedMessage id="account.newTab" />
                    </VisuallyHidden>
                    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden>
                      <path
                        d="M6 3H3v10h10v-3M9 3h4v4M13 3 7.5 8.5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.5"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {logout && (
            <button type="button" className={styles.logout} onClick={() => void logOut(close)}>
              <FormattedMessage id="header.logout" />
            </button>
          )}
        </>
      )}
    </HeaderDropdown>
  );
}

import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { userLinksOf, type UserLinkName } from '../../platform/account-links';
import type { MessageId } from '../../../common/i18n/messages';
import type { Language } from '../../../common/language';
import { IM_WINDOW_NAME, instantMessagePageUrl, openInstantMessagePage } from '../../platform/im/im-page';
import { imSubsiteOf } from '../../platform/im/im-paths';
import { useImUnreadCount } from '../../platform/im/im-unread';
import { useMessageCentreUnread } from '../../platform/notifications/unread-info';
import { useLogout, type AuthenticatedSession } from '../../platform/session';
import { showToast } from '../../platform/toast';
import { Badge } from '../../ui/Badge';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { HeaderDropdown } from './HeaderDropdown';
import { ImStatusDot, ImStatusLine } from './HeaderImStatus';
import styles from './HeaderUserMenu.module.css';

const LINK_LABELS: Record<UserLinkName, MessageId> = {
  messageCentre: 'header.messageCentre',
  personalCentre: 'header.personalCentre',
  businessCard: 'header.businessCard',
};

/** The first letter of the name, or a person's outline when there is no name yet. */
function Avatar({ name }: { name: string | undefined }) {
  const initial = name?.trim().charAt(0).toUpperCase();
  // The initial is drawn, not written (generated content), as a picture of the user would be: the toggle's name is
  // its label, and a letter in its text would be a word of the name that the label lacks (WCAG 2.5.3).
  if (initial) return <span className={styles.initial} data-initial={initial} aria-hidden />;
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden>
      <circle cx="10" cy="7" r="3.6" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <path d="M3.6 17c.9-3.4 3.4-5.2 6.4-5.2s5.5 1.8 6.4 5.2" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
    </svg>
  );
}

interface MenuLinkProps {
  href: string;
  label: MessageId;
  /** The link's unread badge (spec §5: up to 99, then 99+); none for zero. */
  unread?: number;
  /** Where it opens: a new tab, or the IM page's named window (spec §2). */
  target: string;
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
}

function MenuLink({ href, label, unread = 0, target, onClick }: MenuLinkProps): ReactNode {
  const intl = useIntl();
  return (
    <li>
      <a className={styles.link} href={href} target={target} rel="noopener" onClick={onClick}>
        <span className={styles.linkLabel}>
          <FormattedMessage id={label} />
          <Badge count={unread} label={intl.formatMessage({ id: 'header.unreadCount' }, { count: unread })} />
        </span>
        <VisuallyHidden>
          {' '}
          <FormattedMessage id="account.newTab" />
        </VisuallyHidden>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden>
          <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7.5 8.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </a>
    </li>
  );
}

/**
 * The logged-in user's menu: who is logged in, the user links of their role (spec §2, §6: message centre,
 * personal centre, business card — sellers and buyers only — each in a new tab, and the instant-message page
 * in its named window) and Log out. Spec §4, §5: the toggle carries the unread total (message centre + IM, an
 * ellipsis above 99), the message-centre and IM links their own counts (99, then 99+). The user links open in the
 * page's language (issue 25).
 */
export function HeaderUserMenu({ session, language }: { session: AuthenticatedSession; language?: Language }) {
  const intl = useIntl();
  const logout = useLogout();
  const links = userLinksOf(session.userType, language);
  const roleLabel = intl.formatMessage({ id: `account.role.${session.userType}` });
  const messageCentreUnread = useMessageCentreUnread(session.id, session.userType);
  const imUnread = useImUnreadCount();
  const unreadTotal = messageCentreUnread + imUnread;
  const imSubsite = imSubsiteOf(session.userType);
  // Spec §2, §6: the IM status beside the badge, for the roles with IM (not a media member).
  const hasIm = imSubsite !== undefined && session.mediaMember !== true;

  const logOut = async (close: () => void) => {
    close();
    if (!logout) return;
    await logout();
    showToast(intl.formatMessage({ id: 'header.loggedOut' }));
  };

  return (
    <HeaderDropdown
      label={unreadTotal > 0 ? intl.formatMessage({ id: 'header.userMenuUnread' }, { count: unreadTotal }) : intl.formatMessage({ id: 'header.userMenu' })}
      icon={
        <>
          <Avatar name={session.name} />
          {unreadTotal > 0 && (
            <span className={styles.toggleBadge}>
              <Badge count={unreadTotal} variant="header" />
            </span>
          )}
        </>
      }
      beside={hasIm && <ImStatusDot />}
      toggleClassName={styles.toggle}
      panelClassName={styles.panel}
    >
      {(close) => (
        <>
          <div className={styles.who}>
            <span className={styles.name}>{session.name || roleLabel}</span>
            <span className={styles.role}>{roleLabel}</span>
            {hasIm && <ImStatusLine />}
          </div>
          {links.length > 0 && (
            <ul className={styles.links}>
              {links.map((link) => (
                <Fragment key={link.name}>
                  <MenuLink
                    href={link.url}
                    label={LINK_LABELS[link.name]}
                    unread={link.name === 'messageCentre' ? messageCentreUnread : 0}
                    target="_blank"
                    onClick={close}
                  />
                  {/* Spec §2, §6: the instant-message page, for the roles with IM, in its named window. */}
                  {link.name === 'messageCentre' && imSubsite && (
                    <MenuLink
                      href={instantMessagePageUrl(imSubsite)}
                      label="header.instantMessages"
                      unread={imUnread}
                      target={IM_WINDOW_NAME}
                      onClick={(event) => {
                        event.preventDefault();
                        openInstantMessagePage(instantMessagePageUrl(imSubsite));
                        close();
                      }}
                    />
                  )}
                </Fragment>
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

import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../../common/i18n/messages';
import { IM_WINDOW_NAME, openInstantMessagePage } from '../../platform/im/im-page';
import { Badge } from '../../ui/Badge';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import styles from './EntryLinks.module.css';

export interface EntryLink {
  label: MessageId;
  /** What is there, under the label. */
  hint?: MessageId;
  href: string;
  /** Where it opens: here (the default), a new tab, or the IM page's named window (spec §2). */
  opens?: 'here' | 'newTab' | 'imWindow';
  /** Spec §5: an unread badge (99, then 99+); none for zero. */
  unread?: number;
}

/** The ways on from a personal centre or a workbench: each a real page of the portal. */
export function EntryLinks({ label, links }: { label: MessageId; links: readonly EntryLink[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: label })}>
      <ul className={styles.entries}>
        {links.map((link) => (
          <li key={`${link.label} ${link.href}`}>
            <Entry link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Entry({ link }: { link: EntryLink }) {
  const intl = useIntl();
  const content = (
    <>
      <span className={styles.label}>
        <FormattedMessage id={link.label} />
        <Badge count={link.unread ?? 0} label={intl.formatMessage({ id: 'header.unreadCount' }, { count: link.unread ?? 0 })} />
      </span>
      {link.hint && (
        <span className={styles.hint}>
          <FormattedMessage id={link.hint} />
        </span>
      )}
      {link.opens !== undefined && link.opens !== 'here' && (
        <VisuallyHidden>
          {' '}
          <FormattedMessage id="account.newTab" />
        </VisuallyHidden>
      )}
    </>
  );
  switch (link.opens) {
    case 'newTab':
      return (
        <a className={styles.entry} href={link.href} target="_blank" rel="noopener">
          {content}
        </a>
      );
    case 'imWindow':
      return (
        <a
          className={styles.entry}
          href={link.href}
          target={IM_WINDOW_NAME}
          rel="noopener"
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            // Spec §2: one IM window however often it is opened.
            event.preventDefault();
            openInstantMessagePage(link.href);
          }}
        >
          {content}
        </a>
      );
    default:
      return (
        <Link className={styles.entry} to={link.href}>
          {content}
        </Link>
      );
  }
}

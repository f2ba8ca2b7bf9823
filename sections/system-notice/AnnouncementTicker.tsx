import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Announcement } from '../../common/generated/types';
import { ANNOUNCEMENT_ROTATION_MS } from '../../common/constants';
import { resolveLink } from '../../src/platform/links';
import { PortalLink } from '../../src/ui/PortalLink';
import { useSeamlessRotation } from './use-seamless-rotation';
import styles from './AnnouncementTicker.module.css';

const TICKER_TRANSITION_MS = 400;

interface Props {
  announcements: readonly Announcement[];
}

/** Spec §4: advances every 4 s, pauses on hover, loops seamlessly, still with one or zero items. */
export function AnnouncementTicker({ announcements }: Props) {
  const intl = useIntl();
  const [paused, setPaused] = useState(false);
  const rotation = useSeamlessRotation(announcements.length, ANNOUNCEMENT_ROTATION_MS, TICKER_TRANSITION_MS, paused);
  // The first item repeats after the last, so the step from last to first scrolls forward like the others.
  const rows = announcements.length > 1 ? [...announcements, announcements[0]!] : announcements;
  if (rows.length === 0) return null;
  return (
    <div
      className={styles.ticker}
      role="region"
      aria-label={intl.formatMessage({ id: 'home.announcements' })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.icon} aria-hidden>
        <svg viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M3 10v4c0 .6.4 1 1 1h3l5 4V5L7 9H4c-.6 0-1 .4-1 1Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z"
          />
        </svg>
      </span>
      <div className={styles.window}>
        <ul
          className={styles.rows}
          style={{
            transform: `translateY(${-rotation.index * 100}%)`,
            transition: rotation.animating ? `transform ${TICKER_TRANSITION_MS}ms ease` : 'none',
          }}
          aria-live="off"
        >
          {rows.map((announcement, position) => (
            <li className={styles.row} key={`${announcement.id}-${position}`} aria-hidden={position !== rotation.index}>
              <AnnouncementRow announcement={announcement} focusable={position === rotation.index} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function AnnouncementRow({ announcement, focusable }: { announcement: Announcement; focusable: boolean }) {
  // Spec §3: an announcement with redirectType URL links to its linkUrl.
  const href = resolveLink({ redirectType: announcement.redirectType, redirectUrl: announcement.linkUrl ?? undefined });
  if (!href) return <span className={styles.text}>{announcement.title}</span>;
  return (
    // Spec §8: an announcement linking to another site asks before leaving (PortalLink).
    <PortalLink to={href} className={styles.text} tabIndex={focusable ? 0 : -1}>
      {announcement.title}
      <span className={styles.chevron} aria-hidden>
        ›
      </span>
    </PortalLink>
  );
}

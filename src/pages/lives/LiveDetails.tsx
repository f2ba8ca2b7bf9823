import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { liveHallUrl } from '../../platform/lives/live-pages';
import type { Live } from '../../platform/lives/lives';
import { ShareButton } from '../../ui/ShareButton';
import { LiveAppointmentButton } from './LiveAppointmentButton';
import { LiveCountdown } from './LiveCountdown';
import { LiveExhibitor } from './LiveExhibitor';
import { LivePlayer } from './LivePlayer';
import { LiveStateBadge } from './LiveStateBadge';
import { LiveTime } from './LiveTime';
import styles from './LiveDetails.module.css';

/** One live: its stream while live, else its cover; its state, title, UTC+8 time and exhibitor; what it offers now. */
export function LiveDetails({ live, language }: { live: Live; language: Language }) {
  return (
    <main>
      <div className={styles.head}>
        <LivePlayer live={live} />
        <div className={styles.summary}>
          <LiveStateBadge state={live.state} />
          <h2 className={styles.title}>{live.title}</h2>
          <dl className={styles.facts}>
            <dt>
              <FormattedMessage id="lives.time" />
            </dt>
            <dd>
              <LiveTime live={live} language={language} />
            </dd>
            {live.exhibitor && (
              <>
                <dt>
                  <FormattedMessage id="lives.exhibitor" />
                </dt>
                <dd>
                  <LiveExhibitor exhibitor={live.exhibitor} language={language} className={styles.exhibitor} />
                </dd>
              </>
            )}
          </dl>
          {live.state === 'LIVE' && live.streamUrl === null && (
            <p className={styles.notice} role="status">
              <FormattedMessage id="lives.noStream" />
            </p>
          )}
          {live.state === 'UPCOMING' && (
            <div className={styles.booking}>
              <p className={styles.countdown}>
                <LiveCountdown startsAt={live.startsAt} />
              </p>
              <LiveAppointmentButton live={live} language={language} />
            </div>
          )}
          {live.state === 'ENDED' && (
            <p className={styles.notice}>
              <FormattedMessage id="lives.endedNotice" />
            </p>
          )}
          <Link className={styles.more} to={liveHallUrl(language)}>
            <FormattedMessage id="lives.more" />
          </Link>
        </div>
      </div>
      <ShareButton language={language} title={live.title} />
    </main>
  );
}

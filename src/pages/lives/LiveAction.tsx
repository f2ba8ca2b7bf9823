import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Language } from '../../../common/language';
import { livePageUrl } from '../../platform/lives/live-pages';
import type { Live } from '../../platform/lives/lives';
import { LiveAppointmentButton } from './LiveAppointmentButton';
import styles from './LiveAction.module.css';

/** What a live offers now: Watch while live, Appointment Live / Reserved before it, only 'Ended' after it. */
export function LiveAction({ live, language }: { live: Live; language: Language }) {
  switch (live.state) {
    case 'LIVE':
      return (
        <Link className={styles.watch} to={livePageUrl(language, live.id)}>
          <FormattedMessage id="lives.watch" />
        </Link>
      );
    case 'UPCOMING':
      return <LiveAppointmentButton live={live} language={language} />;
    case 'ENDED':
      return (
        <span className={styles.ended}>
          <FormattedMessage id="lives.ended" />
        </span>
      );
  }
}

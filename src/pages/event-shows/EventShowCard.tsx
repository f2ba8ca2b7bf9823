import { Link } from 'react-router-dom';
import { eventShowPageUrl, eventShowStatus, type EventShow } from './event-shows';
import type { Language } from '../../../common/language';
import { EventShowPlace } from './EventShowPlace';
import { EventShowStatusBadge } from './EventShowStatusBadge';
import { EventShowTime } from './EventShowTime';
import styles from './EventShowCard.module.css';

/** A show in a shop's list: its cover, status, title, time and place, linking to its page. */
export function EventShowCard({ show, language, now }: { show: EventShow; language: Language; now: Date }) {
  return (
    <Link className={styles.card} to={eventShowPageUrl(language, show.id)}>
      <img className={styles.cover} src={show.coverUrl} alt="" width="120" height="68" loading="lazy" />
      <div className={styles.text}>
        <EventShowStatusBadge status={eventShowStatus(show, now)} />
        <h3 className={styles.title}>{show.title}</h3>
        <p className={styles.meta}>
          <EventShowTime show={show} language={language} />
        </p>
        <p className={styles.meta}>
          <EventShowPlace show={show} />
        </p>
      </div>
    </Link>
  );
}

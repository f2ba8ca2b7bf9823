import { FormattedMessage } from 'react-intl';
import type { EventShowStatus } from './event-shows';
import type { MessageId } from '../../../common/i18n/messages';
import styles from './EventShowStatusBadge.module.css';

const LABELS: Record<EventShowStatus, MessageId> = {
  upcoming: 'event-show.status.upcoming',
  live: 'event-show.status.live',
  ended: 'event-show.status.ended',
};

/** Upcoming, on now (red, it is the one to join) or ended. */
export function EventShowStatusBadge({ status }: { status: EventShowStatus }) {
  return (
    <span className={styles[status]}>
      <FormattedMessage id={LABELS[status]} />
    </span>
  );
}

import { FormattedMessage } from 'react-intl';
import type { EventShow } from './event-shows';

/** Where a show is held: its venue, or online. */
export function EventShowPlace({ show }: { show: Pick<EventShow, 'online' | 'venue'> }) {
  return show.online || show.venue === null ? <FormattedMessage id="event-show.online" /> : <>{show.venue}</>;
}

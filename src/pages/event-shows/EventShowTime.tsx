import { FormattedMessage } from 'react-intl';
import type { EventShow } from './event-shows';
import type { Language } from '../../../common/language';
import { formatWallTime, parseWallTime } from '../../../common/time';
import { formatDate } from '../../../common/wall-time';

const CLOCK = 'HH:mm';

/** When a show runs, in UTC+8: 'Nov 22, 2026 14:00 – 16:00 (UTC+8)', the end's day repeated only when it differs. */
export function EventShowTime({ show, language }: { show: Pick<EventShow, 'startTime' | 'endTime'>; language: Language }) {
  const start = parseWallTime(show.startTime);
  const end = parseWallTime(show.endTime);
  const sameDay = show.startTime.slice(0, 10) === show.endTime.slice(0, 10);
  return (
    <FormattedMessage
      id="event-show.timeRange"
      values={{
        start: `${formatDate(show.startTime, language)} ${formatWallTime(start, CLOCK)}`,
        end: sameDay ? formatWallTime(end, CLOCK) : `${formatDate(show.endTime, language)} ${formatWallTime(end, CLOCK)}`,
      }}
    />
  );
}

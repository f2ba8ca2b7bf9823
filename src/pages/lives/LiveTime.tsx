import { FormattedMessage } from 'react-intl';
import type { Language } from '../../../common/language';
import type { Live } from '../../platform/lives/lives';
import { formatWallTime, parseWallTime } from '../../../common/time';
import { formatDate } from '../../../common/wall-time';

const CLOCK = 'HH:mm';

/** Spec §1: when a live runs, at UTC+8 — 'Oct 15, 2026 10:00 – 11:00 (UTC+8)', the end's day repeated only when it differs. */
export function LiveTime({ live, language }: { live: Pick<Live, 'startsAt' | 'endsAt'>; language: Language }) {
  const sameDay = live.startsAt.slice(0, 10) === live.endsAt.slice(0, 10);
  const end = formatWallTime(parseWallTime(live.endsAt), CLOCK);
  return (
    <FormattedMessage
      id="lives.timeRange"
      values={{
        start: `${formatDate(live.startsAt, language)} ${formatWallTime(parseWallTime(live.startsAt), CLOCK)}`,
        end: sameDay ? end : `${formatDate(live.endsAt, language)} ${end}`,
      }}
    />
  );
}

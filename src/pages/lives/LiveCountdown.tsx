import { FormattedMessage } from 'react-intl';
import { liveCountdown } from '../../platform/lives/live-timing';
import { useNow } from '../../platform/use-now';

/** How long until an upcoming live starts, counting down each second; 'Starting soon' in its last minute. */
export function LiveCountdown({ startsAt }: { startsAt: string }) {
  const left = liveCountdown(startsAt, useNow(1000));
  if (left === undefined || (left.days === 0 && left.hours === 0 && left.minutes === 0)) return <FormattedMessage id="lives.countdown.soon" />;
  if (left.days > 0) return <FormattedMessage id="lives.countdown.days" values={{ days: left.days, hours: left.hours }} />;
  return <FormattedMessage id="lives.countdown.hours" values={{ hours: left.hours, minutes: left.minutes }} />;
}

import { formatWallTime } from '../../../common/time';

/** The section numbers shown: the last 7 UTC+8 days, today included. */
export const STATS_DAYS = 7;
const MS_PER_DAY = 86_400_000;

export function statsRange(now: Date): { from: string; to: string } {
  return {
    from: formatWallTime(new Date(now.valueOf() - (STATS_DAYS - 1) * MS_PER_DAY), 'YYYY-MM-DD'),
    to: formatWallTime(now, 'YYYY-MM-DD'),
  };
}

import type { LiveState } from '../../../common/generated/types.js';

export const LIVE_STATES = ['UPCOMING', 'LIVE', 'ENDED'] as const satisfies readonly LiveState[];

/** A live's times, UTC+8 wall times 'YYYY-MM-DD HH:mm:ss'. */
export interface LiveTimes {
  startsAt: string;
  endsAt: string;
}

/**
 * UPCOMING before its start, LIVE from its start (included) to its end (excluded), ENDED from its end on, at
 * the server's UTC+8 wall time `now`. Wall times of one fixed-width pattern compare as text.
 */
export function liveStateAt({ startsAt, endsAt }: LiveTimes, now: string): LiveState {
  if (now < startsAt) return 'UPCOMING';
  if (now < endsAt) return 'LIVE';
  return 'ENDED';
}

/** The same rule in SQL, for `timestamp` columns and a parameter holding the wall time now. */
export function liveStateSql(startsAt: string, endsAt: string, nowParameter: string): string {
  return `CASE WHEN ${nowParameter}::timestamp < ${startsAt} THEN 'UPCOMING' WHEN ${nowParameter}::timestamp < ${endsAt} THEN 'LIVE' ELSE 'ENDED' END`;
}

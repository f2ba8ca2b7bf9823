// When a live changes state, and how long until it starts. Live times are UTC+8 wall times (spec §1), read
// through ../wall-time.ts only.
import type { Live } from '../../../common/generated/types';
import { wallTimeInstant } from '../../../common/wall-time';

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;
/** The server's clock may run a little behind the browser's: a live is asked for again a second after its boundary. */
const BOUNDARY_MARGIN_MS = 1000;
/** The longest wait a browser timer holds (2^31 - 1 ms, about 24.8 days); a later boundary is waited for in steps. */
const MAX_TIMER_MS = 2_147_483_647;

type LiveTimes = Pick<Live, 'startsAt' | 'endsAt'>;

/**
 * How long until the first of the lives starts or ends (after which the server answers a new state and, for a
 * live that started, its stream), or undefined when every boundary is behind us.
 */
export function msUntilNextLiveChange(lives: readonly LiveTimes[], now: Date): number | undefined {
  const instant = now.valueOf();
  const ahead = lives.flatMap(({ startsAt, endsAt }) => [wallTimeInstant(startsAt), wallTimeInstant(endsAt)]).filter((boundary) => boundary > instant);
  if (ahead.length === 0) return undefined;
  return Math.min(Math.min(...ahead) - instant + BOUNDARY_MARGIN_MS, MAX_TIMER_MS);
}

export interface LiveCountdown {
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes until a live starts (rounded down), or undefined once it has started. */
export function liveCountdown(startsAt: string, now: Date): LiveCountdown | undefined {
  const left = wallTimeInstant(startsAt) - now.valueOf();
  if (left <= 0) return undefined;
  return {
    days: Math.floor(left / MS_PER_DAY),
    hours: Math.floor((left % MS_PER_DAY) / MS_PER_HOUR),
    minutes: Math.floor((left % MS_PER_HOUR) / MS_PER_MINUTE),
  };
}

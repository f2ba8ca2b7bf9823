// Issue 30: when a kept home page stops being the page a visitor would get, without anyone changing anything — the
// next edge of a time window the configuration names (an ordering slot's, half-open; a feature switch's, strictly
// between), of an announcement's, or the next UTC+8 midnight (the opening countdown counts days). All UTC+8 wall
// times (common/wall-time.ts).
import { wallTimeInstantIfAny, WALL_TIME_OFFSET_MS } from '../../../common/wall-time.js';

const MS_PER_DAY = 86_400_000;

/** What of a configuration has time windows; read loosely, as a stored document may predate a schema change. */
interface WindowedConfig {
  orderingSlots?: readonly { udfs?: { startTime?: string; closeTime?: string } }[];
  switches?: readonly { udfs?: { state?: string; startTime?: string; closeTime?: string } }[];
}

/** The first UTC+8 midnight after `now`. */
export function nextWallMidnight(now: number): number {
  return (Math.floor((now + WALL_TIME_OFFSET_MS) / MS_PER_DAY) + 1) * MS_PER_DAY - WALL_TIME_OFFSET_MS;
}

/**
 * The first instant after `now` at which the page could render otherwise: a slot shows from its start (and is gone
 * at its close); a switch is open only strictly between its times, so it opens a moment after its start and closes at
 * its close — both edges counted from the millisecond after. `edges` are further instants (an announcement's).
 */
export function nextChange(config: unknown, now: number, edges: readonly (number | undefined)[] = []): number {
  const { orderingSlots = [], switches = [] } = (typeof config === 'object' && config !== null ? config : {}) as WindowedConfig;
  const slotEdges = orderingSlots.flatMap(({ udfs }) => [udfs?.startTime, udfs?.closeTime]).map((time) => (time ? wallTimeInstantIfAny(time) : undefined));
  const switchEdges = switches
    .flatMap(({ udfs }) => [udfs?.startTime, udfs?.closeTime])
    .map((time) => (time ? wallTimeInstantIfAny(time) : undefined))
    // Open strictly after its start: the first instant it is open is a millisecond later.
    .map((instant, at) => (instant !== undefined && at % 2 === 0 ? instant + 1 : instant));
  const ahead = [...slotEdges, ...switchEdges, ...edges].filter((instant): instant is number => instant !== undefined && instant > now);
  return Math.min(nextWallMidnight(now), ...ahead);
}

// A batch of tracked events, turned into the rows it adds to: one per UTC+8 day, page, section, item and
// event, with how many of the batch fall on it. Pure, so the server's clock is an argument.
import type { AnalyticsEventEntry } from '../../common/generated/types.js';
import { formatWallTime } from '../../common/time.js';

export interface DailyCount {
  /** The UTC+8 day, 'YYYY-MM-DD'. */
  day: string;
  /** '' when the event named none (a key column cannot be null). */
  page: string;
  section: string;
  item: string;
  event: string;
  count: number;
}

// A page batches until it is hidden, so an event may be hours old when it arrives; a browser clock
// further off than this is not believed, and the event counts on the server's day.
export const MAX_EVENT_AGE_MS = 2 * 86_400_000;
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

/** The UTC+8 day an event counts on: its own time when plausible, the server's otherwise. */
export function dayOf(at: number | undefined, now: Date): string {
  const nowMs = now.valueOf();
  const plausible = at !== undefined && at >= nowMs - MAX_EVENT_AGE_MS && at <= nowMs + MAX_CLOCK_AHEAD_MS;
  return formatWallTime(new Date(plausible ? at : nowMs), 'YYYY-MM-DD');
}

/**
 * The batch's rows, each key once (one upsert may not touch a row twice) and sorted, so concurrent
 * batches lock the rows they share in the same order.
 */
export function dailyCountsOf(events: readonly AnalyticsEventEntry[], now: Date): DailyCount[] {
  const counts = new Map<string, DailyCount>();
  for (const entry of events) {
    const row = { day: dayOf(entry.at, now), page: entry.page ?? '', section: entry.section ?? '', item: entry.item ?? '', event: entry.event };
    const key = JSON.stringify([row.page, row.day, row.section, row.item, row.event]);
    const counted = counts.get(key);
    if (counted) counted.count += 1;
    else counts.set(key, { ...row, count: 1 });
  }
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

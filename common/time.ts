// Spec §1: server wall times (UTC+8) as dayjs instants, and shown with dayjs's format patterns. Reading and
// comparing them is ./wall-time.ts's, which the first screen uses without the date library.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { WALL_TIME_OFFSET_MS, wallTimeInstant } from './wall-time';

dayjs.extend(utc);

export const WALL_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Reads a server wall time as UTC+8. The result is an instant (compare it with isBefore/valueOf);
 * show it with formatWallTime, never with its own format(), which would print UTC.
 */
export function parseWallTime(text: string): Dayjs {
  return dayjs.utc(wallTimeInstant(text));
}

/** Shows an instant as a UTC+8 wall time; `pattern` takes dayjs format tokens. */
export function formatWallTime(instant: Date | Dayjs, pattern: string = WALL_TIME_FORMAT): string {
  return dayjs.utc(instant.valueOf() + WALL_TIME_OFFSET_MS).format(pattern);
}

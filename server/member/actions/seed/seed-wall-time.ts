import { wallTimeInstant, wallTimeOf } from '../../../../common/wall-time.js';

/**
 * A seed file's time: an absolute UTC+8 wall time 'YYYY-MM-DD HH:mm:ss', or a time on a day counted from the
 * UTC+8 day of seeding, 'day+2 10:00:00' / 'day-1 00:00:00' / 'day+0 …', so seeded lives stay upcoming, on or
 * ended whenever someone starts the portal.
 */
export const SEED_WALL_TIME_PATTERN = '^(\\d{4}-\\d{2}-\\d{2}|day[+-]\\d{1,3}) \\d{2}:\\d{2}:\\d{2}$';

const RELATIVE = /^day([+-]\d{1,3}) (\d{2}:\d{2}:\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The seed time as the UTC+8 wall time it stands for when seeding at `now`; throws for one that does not exist. */
export function resolveSeedWallTime(text: string, now: Date): string {
  const relative = RELATIVE.exec(text);
  const resolved = relative ? `${dayFrom(now, Number(relative[1]))} ${relative[2]}` : text;
  wallTimeInstant(resolved);
  return resolved;
}

/** 'YYYY-MM-DD' of the UTC+8 day `days` after the one `now` falls on. */
function dayFrom(now: Date, days: number): string {
  const today = wallTimeOf(now).slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

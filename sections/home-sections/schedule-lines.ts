import { SESSION_SCHEDULE_LINES } from '../../common/constants';

/** Spec §9: an area card shows the first 3 lines of its session schedule; blank lines are not sessions. */
export function scheduleLines(sessionSchedule: string): string[] {
  return sessionSchedule
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, SESSION_SCHEDULE_LINES);
}

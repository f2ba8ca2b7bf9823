// Spec §1: server times are UTC+8 wall times ('YYYY-MM-DD HH:mm:ss'). This is the only module that parses,
// compares or formats them. It never reads the machine's time zone: a wall time is turned into an instant
// with plain UTC arithmetic, and an instant is shown by shifting it 8 hours and formatting in UTC mode.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { SERVER_UTC_OFFSET_MINUTES } from './constants';
import type { Language } from './language';

dayjs.extend(utc);

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const OFFSET_MS = SERVER_UTC_OFFSET_MINUTES * MS_PER_MINUTE;

export const WALL_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const DATE_FORMATS: Record<Language, string> = {
  'en-US': 'MMM D, YYYY',
  'zh-CN': 'YYYY年M月D日',
};

const DATE_TIME_FORMATS: Record<Language, string> = {
  'en-US': 'MMM D, YYYY HH:mm',
  'zh-CN': 'YYYY年M月D日 HH:mm',
};

export class InvalidWallTimeError extends Error {
  override name = 'InvalidWallTimeError';
}

/**
 * Reads a server wall time as UTC+8. The result is an instant (compare it with isBefore/valueOf);
 * show it with formatWallTime, never with its own format(), which would print UTC.
 */
export function parseWallTime(text: string): Dayjs {
  const parts = WALL_TIME_PATTERN.exec(text);
  if (!parts) throw new InvalidWallTimeError(`not a wall time 'YYYY-MM-DD HH:mm:ss': ${JSON.stringify(text)}`);
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  const instant = dayjs.utc(Date.UTC(year, month - 1, day, hour, minute, second) - OFFSET_MS);
  // Date.UTC rolls 2026-02-30 over to March; a real wall time reads back unchanged.
  if (formatWallTime(instant) !== text) throw new InvalidWallTimeError(`no such wall time: ${text}`);
  return instant;
}

/** Shows an instant as a UTC+8 wall time; `pattern` takes dayjs format tokens. */
export function formatWallTime(instant: Date | Dayjs, pattern: string = WALL_TIME_FORMAT): string {
  return dayjs.utc(instant.valueOf() + OFFSET_MS).format(pattern);
}

export function nowAsWallTime(now: Date = new Date()): string {
  return formatWallTime(now);
}

/** Spec §4: a switch window is open only when now lies strictly between start and close. */
export function isStrictlyBetween(now: Date, start: string, close: string): boolean {
  const instant = now.valueOf();
  return parseWallTime(start).valueOf() < instant && instant < parseWallTime(close).valueOf();
}

/** The UTC+8 calendar day an instant falls on, counted from the epoch. */
function wallDayNumber(instantMs: number): number {
  return Math.floor((instantMs + OFFSET_MS) / MS_PER_DAY);
}

/**
 * Spec §9: the countdown unit is whole days. Counted as UTC+8 calendar days from today to the target's day:
 * 1 the day before, 0 on the day itself whatever the hour, negative after it.
 */
export function wholeDaysUntil(target: string, now: Date): number {
  return wallDayNumber(parseWallTime(target).valueOf()) - wallDayNumber(now.valueOf());
}

/** The day of a wall time in the language's long form: 'Nov 22, 2026' / '2026年11月22日'. */
export function formatDate(text: string, language: Language): string {
  return formatWallTime(parseWallTime(text), DATE_FORMATS[language]);
}

/** A wall time's day and minute in the language's long form: 'Oct 15, 2026 10:30' / '2026年10月15日 10:30'. */
export function formatDateTime(text: string, language: Language): string {
  return formatWallTime(parseWallTime(text), DATE_TIME_FORMATS[language]);
}

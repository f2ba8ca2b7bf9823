// Spec §1: server times are UTC+8 wall times ('YYYY-MM-DD HH:mm:ss'). This module and ./time.ts are the only ones
// that read, compare or show them. It never reads the machine's time zone: a wall time is turned into an instant
// with plain UTC arithmetic, and an instant is shown by shifting it 8 hours and reading its UTC fields.
// What the home page's first screen needs is here, without the date library; ./time.ts adds dayjs's patterns.
import { SERVER_UTC_OFFSET_MINUTES } from './constants';
import type { Language } from './language';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/** How far the server's wall times run ahead of UTC. */
export const WALL_TIME_OFFSET_MS = SERVER_UTC_OFFSET_MINUTES * MS_PER_MINUTE;

const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export class InvalidWallTimeError extends Error {
  override name = 'InvalidWallTimeError';
}

/** The UTC+8 calendar fields of an instant. */
interface WallFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallFieldsOf(instantMs: number): WallFields {
  const shifted = new Date(instantMs + WALL_TIME_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Shows an instant as a UTC+8 wall time, 'YYYY-MM-DD HH:mm:ss'. */
export function wallTimeOf(instant: Date | number): string {
  const { year, month, day, hour, minute, second } = wallFieldsOf(instant.valueOf());
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)} ${twoDigits(hour)}:${twoDigits(minute)}:${twoDigits(second)}`;
}

/** Reads a server wall time as UTC+8: the instant, in milliseconds since the epoch. */
export function wallTimeInstant(text: string): number {
  const parts = WALL_TIME_PATTERN.exec(text);
  if (!parts) throw new InvalidWallTimeError(`not a wall time 'YYYY-MM-DD HH:mm:ss': ${JSON.stringify(text)}`);
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  const instant = Date.UTC(year, month - 1, day, hour, minute, second) - WALL_TIME_OFFSET_MS;
  // Date.UTC rolls 2026-02-30 over to March; a real wall time reads back unchanged.
  if (wallTimeOf(instant) !== text) throw new InvalidWallTimeError(`no such wall time: ${text}`);
  return instant;
}

/** The instant of a wall time, or undefined for text that is none (30 February, 25:00, not the pattern). */
export function wallTimeInstantIfAny(text: string): number | undefined {
  try {
    return wallTimeInstant(text);
  } catch {
    return undefined;
  }
}

/** A wall time as a `datetime-local` input shows it: `2026-11-29 10:30:00` → `2026-11-29T10:30:00`. */
export function wallTimeInputValue(wallTime: string | undefined): string {
  return (wallTime ?? '').replace(' ', 'T');
}

/** A `datetime-local` input's value as a wall time (seconds added when it has none); undefined when empty. */
export function wallTimeOfInput(value: string): string | undefined {
  if (value === '') return undefined;
  return `${value.replace('T', ' ')}${value.length === 16 ? ':00' : ''}`;
}

export function nowAsWallTime(now: Date = new Date()): string {
  return wallTimeOf(now);
}

/** Spec §4: a switch window is open only when now lies strictly between start and close. */
export function isStrictlyBetween(now: Date, start: string, close: string): boolean {
  const instant = now.valueOf();
  return wallTimeInstant(start) < instant && instant < wallTimeInstant(close);
}

/** The UTC+8 calendar day an instant falls on, counted from the epoch. */
function wallDayNumber(instantMs: number): number {
  return Math.floor((instantMs + WALL_TIME_OFFSET_MS) / MS_PER_DAY);
}

/**
 * Spec §9: the countdown unit is whole days. Counted as UTC+8 calendar days from today to the target's day:
 * 1 the day before, 0 on the day itself whatever the hour, negative after it.
 */
export function wholeDaysUntil(target: string, now: Date): number {
  return wallDayNumber(wallTimeInstant(target)) - wallDayNumber(now.valueOf());
}

const DAY_TEXT: Record<Language, (fields: WallFields) => string> = {
  'en-US': ({ year, month, day }) => `${MONTH_ABBREVIATIONS[month - 1]} ${day}, ${year}`,
  'zh-CN': ({ year, month, day }) => `${year}年${month}月${day}日`,
};

/** The day of a wall time in the language's long form: 'Nov 22, 2026' / '2026年11月22日'. */
export function formatDate(text: string, language: Language): string {
  return DAY_TEXT[language](wallFieldsOf(wallTimeInstant(text)));
}

/** A wall time's day and minute in the language's long form: 'Oct 15, 2026 10:30' / '2026年10月15日 10:30'. */
export function formatDateTime(text: string, language: Language): string {
  const fields = wallFieldsOf(wallTimeInstant(text));
  return `${DAY_TEXT[language](fields)} ${twoDigits(fields.hour)}:${twoDigits(fields.minute)}`;
}

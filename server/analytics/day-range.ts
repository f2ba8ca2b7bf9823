// The days a numbers reply covers: `from` and `to` (UTC+8 'YYYY-MM-DD', both included), the last week by default.
import type { FastifyRequest } from 'fastify';
import { formatWallTime } from '../../common/time.js';
import { messageFor } from '../auth/viewer.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';

/** Without from/to: the last week, today (UTC+8) included. */
export const DEFAULT_DAYS = 7;
/** One reply covers at most a year of days. */
export const MAX_DAYS = 366;

const MS_PER_DAY = 86_400_000;
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** 'YYYY-MM-DD' as a day number, or NaN for a day that does not exist (2026-02-30). */
function dayNumber(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? Number.NaN : ms / MS_PER_DAY;
}

/** The range asked for, or 400 for a day that does not exist, a range backwards or over MAX_DAYS. */
export function dayRangeOf(request: FastifyRequest, query: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const to = query.to ?? formatWallTime(now, 'YYYY-MM-DD');
  const from = query.from ?? new Date((dayNumber(to) - (DEFAULT_DAYS - 1)) * MS_PER_DAY).toISOString().slice(0, 10);
  const span = dayNumber(to) - dayNumber(from);
  if (!(span >= 0 && span < MAX_DAYS)) {
    throw new ApiError(400, ErrorCode.validation, messageFor(request, 'analytics.error.dayRange', { maxDays: MAX_DAYS }));
  }
  return { from, to };
}

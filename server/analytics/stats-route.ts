import type { FastifyPluginAsync } from 'fastify';
import type { SectionStats } from '../../common/generated/types.js';
import { formatWallTime } from '../../common/time.js';
import { messageFor } from '../auth/viewer.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { replying } from '../http/error-responses.js';
import type { AnalyticsRepository, StoredSectionStats } from './repository.js';
import { employeeOnly } from '../auth/employee-only.js';

/** Without from/to: the last week, today (UTC+8) included. */
export const DEFAULT_DAYS = 7;
/** One reply covers at most a year of days. */
export const MAX_DAYS = 366;

const MS_PER_DAY = 86_400_000;
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

interface StatsQuery {
  page: string;
  from?: string;
  to?: string;
}

const schema = {
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' },
      from: { type: 'string', pattern: DAY_PATTERN },
      to: { type: 'string', pattern: DAY_PATTERN },
    },
    required: ['page'],
    additionalProperties: false,
  },
  response: replying('analytics/section-stats.schema.json#'),
};

/** 'YYYY-MM-DD' as a day number, or NaN for a day that does not exist (2026-02-30). */
function dayNumber(day: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? Number.NaN : ms / MS_PER_DAY;
}

function toReplyRow(row: StoredSectionStats): SectionStats['days'][number] {
  return { ...row, item: row.item === '' ? null : row.item, ctr: row.exposures === 0 ? 0 : row.clicks / row.exposures };
}

/**
 * GET /work/api/analytics/sections?page=&from=&to= (employees): per UTC+8 day, each section's exposures,
 * clicks and click-through rate, and the same per item (banner, card) within it.
 */
export function analyticsStatsRoutes(repository: AnalyticsRepository, now: () => Date = () => new Date()): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: StatsQuery }>(
      '/work/api/analytics/sections',
      { schema, preValidation: employeeOnly('analytics.error.notEmployee') },
      async (request): Promise<SectionStats> => {
        const to = request.query.to ?? formatWallTime(now(), 'YYYY-MM-DD');
        const from = request.query.from ?? new Date((dayNumber(to) - (DEFAULT_DAYS - 1)) * MS_PER_DAY).toISOString().slice(0, 10);
        const span = dayNumber(to) - dayNumber(from);
        if (!(span >= 0 && span < MAX_DAYS)) {
          throw new ApiError(400, ErrorCode.validation, messageFor(request, 'analytics.error.dayRange', { maxDays: MAX_DAYS }));
        }
        const rows = await repository.sectionStats({ page: request.query.page, from, to });
        return { days: rows.map(toReplyRow) };
      },
    );
  };
}

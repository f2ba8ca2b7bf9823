import type { FastifyPluginAsync } from 'fastify';
import type { SectionStats } from '../../common/generated/types.js';
import { replying } from '../http/error-responses.js';
import { DAY_PATTERN, dayRangeOf } from './day-range.js';
import type { AnalyticsRepository, StoredSectionStats } from './repository.js';
import { employeeOnly } from '../auth/employee-only.js';

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
        const { from, to } = dayRangeOf(request, request.query, now());
        const rows = await repository.sectionStats({ page: request.query.page, from, to });
        return { days: rows.map(toReplyRow) };
      },
    );
  };
}

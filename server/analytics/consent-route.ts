import type { FastifyPluginAsync } from 'fastify';
import type { ConsentChoiceReport, ConsentStats } from '../../common/generated/types.js';
import { formatWallTime } from '../../common/time.js';
import { employeeOnly } from '../auth/employee-only.js';
import { errorResponses, replying } from '../http/error-responses.js';
import type { ConsentRepository } from './consent-repository.js';
import { DAY_PATTERN, dayRangeOf } from './day-range.js';

/**
 * Choices one client may report a minute: a visitor chooses once, perhaps changes it; anonymous clients must
 * not grow the counts without bound.
 */
export const CONSENT_REPORTS_PER_MINUTE = 10;

const reportSchema = {
  body: { $ref: 'analytics/consent-choice.schema.json#' },
  response: { 204: { type: 'null' }, ...errorResponses },
};

const statsSchema = {
  querystring: {
    type: 'object',
    properties: { from: { type: 'string', pattern: DAY_PATTERN }, to: { type: 'string', pattern: DAY_PATTERN } },
    additionalProperties: false,
  },
  response: replying('analytics/consent-stats.schema.json#'),
};

/**
 * Issue 29, spec §7 ("cookie consent reported as allow or deny"):
 * - POST /api/analytics/consent { choice }: a visitor chose on the consent bar; one more on today's (UTC+8)
 *   count of that choice. From anyone, sent without cookies: the session is not even looked up.
 * - GET /work/api/analytics/consent?from=&to= (employees): the counts per day, the last week by default.
 */
export function consentRoutes(repository: ConsentRepository, now: () => Date = () => new Date()): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: ConsentChoiceReport }>(
      '/api/analytics/consent',
      { schema: reportSchema, config: { sessionless: true, rateLimit: { max: CONSENT_REPORTS_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request, reply) => {
        await repository.addChoice(formatWallTime(now(), 'YYYY-MM-DD'), request.body.choice);
        return reply.code(204).send();
      },
    );
    app.get<{ Querystring: { from?: string; to?: string } }>(
      '/work/api/analytics/consent',
      { schema: statsSchema, preValidation: employeeOnly('analytics.error.notEmployee') },
      async (request): Promise<ConsentStats> => {
        const { from, to } = dayRangeOf(request, request.query, now());
        return { days: await repository.consentStats(from, to) };
      },
    );
  };
}

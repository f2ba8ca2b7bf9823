import type { FastifyPluginAsync } from 'fastify';
import type { AnalyticsEventBatch } from '../../common/generated/types.js';
import { errorResponses } from '../http/error-responses.js';
import { dailyCountsOf } from './daily-counts.js';
import type { AnalyticsRepository } from './repository.js';

/** 100 events of at most a few hundred bytes each. */
export const EVENTS_BODY_LIMIT_BYTES = 65_536;

/**
 * Batches one client may send a minute. A page sends one when it is hidden or its queue fills (a few a minute of
 * browsing); anonymous clients must not grow the daily counts without bound.
 */
export const EVENT_BATCHES_PER_MINUTE = 60;

const schema = {
  body: { $ref: 'analytics/analytics-event-batch.schema.json#' },
  response: { 204: { type: 'null' }, ...errorResponses },
};

/**
 * POST /api/analytics/events { events }: a page's batch of tracked events (spec §7), from anyone, added
 * to the daily counts. The browser sends it with navigator.sendBeacon, which posts a string as
 * text/plain and cannot add the XSRF header: the route reads text/plain as JSON and ignores the session.
 */
export function analyticsEventRoutes(repository: AnalyticsRepository, now: () => Date = () => new Date()): FastifyPluginAsync {
  return async (app) => {
    // In this plugin only: no other route takes text/plain.
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: EVENTS_BODY_LIMIT_BYTES }, app.getDefaultJsonParser('error', 'error'));
    app.post<{ Body: AnalyticsEventBatch }>(
      '/api/analytics/events',
      { schema, bodyLimit: EVENTS_BODY_LIMIT_BYTES, config: { sessionless: true, rateLimit: { max: EVENT_BATCHES_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request, reply) => {
        await repository.addDailyCounts(dailyCountsOf(request.body.events, now()));
        return reply.code(204).send();
      },
    );
  };
}

import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connection.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { errorResponses } from '../http/error-responses.js';

const schema = {
  response: {
    200: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] },
    ...errorResponses,
  },
};

/** Healthy once the database answers; load balancers and the start-up wait poll it. */
export function healthRoutes(db: Database): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', { schema }, async (request) => {
      try {
        await db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'database did not answer the health check');
        throw new ApiError(503, ErrorCode.databaseUnavailable, 'The database is not answering.');
      }
      return { status: 'ok' as const };
    });
  };
}

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

// A supervisor must tell a stuck portal from a live one within 2 s: the database gets 1.5 s of it. The embedded
// database runs on its own thread (server/db/pglite-thread-database.ts), so this thread is free to say 503.
export const HEALTH_CHECK_TIMEOUT_MS = 1_500;

/** Healthy once the database answers in time; load balancers and the start-up wait poll it. */
export function healthRoutes(db: Database, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', { schema }, async (request) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([db.query('SELECT 1'), late]);
      } catch (error) {
        request.log.error({ err: error }, 'database did not answer the health check');
        throw new ApiError(503, ErrorCode.databaseUnavailable, 'The database is not answering.');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const };
    });
  };
}

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { isApiRequest } from '../errors/api-paths.js';
import { ErrorCode } from '../errors/error-codes.js';

export interface RateLimitOptions {
  /** Requests per IP per minute; generous, a mobile page makes a handful per view. */
  max?: number;
}

export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions = {}): Promise<void> {
  await app.register(rateLimit, {
    max: options.max ?? 600,
    timeWindow: '1 minute',
    // Only the API is limited: one page view fetches a score of scripts, styles and images, and many
    // visitors may share one address behind a carrier's NAT; files and pages are cheap and cached.
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: (_request, context) => new ApiError(429, ErrorCode.tooManyRequests, `Too many requests, please try again in ${context.after}.`),
  });
}

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';

export interface RateLimitOptions {
  /** Requests per IP per minute; generous, a mobile page makes a handful per view. */
  max?: number;
}

export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions = {}): Promise<void> {
  await app.register(rateLimit, {
    max: options.max ?? 600,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, ErrorCode.tooManyRequests, `Too many requests, please try again in ${context.after}.`),
  });
}

import { z } from 'zod';
import type { RateLimitOptions } from '../plugins/rate-limit.js';

const RATE_LIMIT_MAX = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * RATE_LIMIT_MAX: API requests per client per minute (the plugin's generous default when unset). A load
 * test from one address (npm run bench:search) raises it, so it measures the server, not the limiter.
 */
export function readRateLimitOptions(env: NodeJS.ProcessEnv): RateLimitOptions {
  const value = env.RATE_LIMIT_MAX?.trim();
  if (!value) return {};
  const max = RATE_LIMIT_MAX.safeParse(value);
  if (!max.success) throw new Error(`RATE_LIMIT_MAX must be a positive integer, not "${env.RATE_LIMIT_MAX}".`);
  return { max: max.data };
}

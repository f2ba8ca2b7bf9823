import type { RateLimitOptions } from '../plugins/rate-limit.js';

/**
 * RATE_LIMIT_MAX: API requests per client per minute (the plugin's generous default when unset). A load
 * test from one address (npm run bench:search) raises it, so it measures the server, not the limiter.
 */
export function readRateLimitOptions(env: NodeJS.ProcessEnv): RateLimitOptions {
  const value = env.RATE_LIMIT_MAX?.trim();
  if (!value) return {};
  const max = Number(value);
  if (!Number.isSafeInteger(max) || max < 1) throw new Error(`RATE_LIMIT_MAX must be a positive integer, not "${env.RATE_LIMIT_MAX}".`);
  return { max };
}

import { describe, expect, it } from 'vitest';
import { readRateLimitOptions } from './rate-limit-config.js';

describe('readRateLimitOptions', () => {
  it('leaves the limit to the plugin when RATE_LIMIT_MAX is unset or blank', () => {
    expect(readRateLimitOptions({})).toEqual({});
    expect(readRateLimitOptions({ RATE_LIMIT_MAX: ' ' })).toEqual({});
  });

  it('reads RATE_LIMIT_MAX as requests per client per minute', () => {
    expect(readRateLimitOptions({ RATE_LIMIT_MAX: '1000000' })).toEqual({ max: 1_000_000 });
  });

  it.each(['0', '-5', '2.5', 'many'])('refuses RATE_LIMIT_MAX=%s', (value) => {
    expect(() => readRateLimitOptions({ RATE_LIMIT_MAX: value })).toThrow(/RATE_LIMIT_MAX/);
  });
});

import { describe, expect, it } from 'vitest';
import { summarizeLatencies } from './latency-summary.js';

describe('summarizeLatencies', () => {
  it('gives the nearest-rank percentiles of the answered requests and the rate of all of them', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(summarizeLatencies(latencies, 4, 2000)).toEqual({
      requests: 104,
      errors: 4,
      perSecond: 52,
      p50Ms: 50,
      p95Ms: 95,
      p99Ms: 99,
      maxMs: 100,
    });
  });

  it('has no percentiles without an answered request', () => {
    expect(summarizeLatencies([], 3, 1000)).toMatchObject({ requests: 3, p50Ms: NaN, maxMs: NaN });
  });
});

import { describe, expect, it } from 'vitest';
import { readPageCacheMaxAgeMs } from './page-cache-config.js';

describe('the home page cache age', () => {
  it('is a minute where every change is reported: the embedded database, or PostgreSQL with a broker', () => {
    expect(readPageCacheMaxAgeMs({})).toBe(60_000);
    expect(readPageCacheMaxAgeMs({ DATABASE_URL: 'postgres://db/portal', AMQP_URL: 'amqp://mq' })).toBe(60_000);
  });

  it('is 5 s on PostgreSQL without a broker, where other instances learn of a publish no other way', () => {
    expect(readPageCacheMaxAgeMs({ DATABASE_URL: 'postgres://db/portal', AMQP_URL: ' ' })).toBe(5_000);
  });

  it('is HOME_PAGE_CACHE_SECONDS when set, and 0 turns the cache off', () => {
    expect(readPageCacheMaxAgeMs({ HOME_PAGE_CACHE_SECONDS: '15' })).toBe(15_000);
    expect(readPageCacheMaxAgeMs({ HOME_PAGE_CACHE_SECONDS: '0', DATABASE_URL: 'postgres://db/portal' })).toBeUndefined();
  });

  it.each(['-1', '1.5', '1e3', 'soon', '86401'])('refuses HOME_PAGE_CACHE_SECONDS=%s at start', (value) => {
    expect(() => readPageCacheMaxAgeMs({ HOME_PAGE_CACHE_SECONDS: value })).toThrow(/HOME_PAGE_CACHE_SECONDS/);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveSeedWallTime, SEED_WALL_TIME_PATTERN } from './seed-wall-time.js';

// 2026-11-27 20:30 UTC is 2026-11-28 04:30 at UTC+8: the seeding's day is the 28th.
const NOW = new Date('2026-11-27T20:30:00Z');

describe('resolveSeedWallTime', () => {
  it('counts days from the UTC+8 day of seeding, not the machine’s or UTC’s', () => {
    expect(resolveSeedWallTime('day+0 10:00:00', NOW)).toBe('2026-11-28 10:00:00');
    expect(resolveSeedWallTime('day+2 15:30:00', NOW)).toBe('2026-11-30 15:30:00');
    expect(resolveSeedWallTime('day-1 00:00:00', NOW)).toBe('2026-11-27 00:00:00');
  });

  it('crosses months and years', () => {
    expect(resolveSeedWallTime('day+60 23:59:59', NOW)).toBe('2027-01-27 23:59:59');
    expect(resolveSeedWallTime('day-28 08:00:00', NOW)).toBe('2026-10-31 08:00:00');
  });

  it('keeps an absolute wall time as it is', () => {
    expect(resolveSeedWallTime('2026-10-15 10:00:00', NOW)).toBe('2026-10-15 10:00:00');
  });

  it('refuses a time that does not exist', () => {
    expect(() => resolveSeedWallTime('day+1 24:00:00', NOW)).toThrow(/no such wall time/);
    expect(() => resolveSeedWallTime('2026-02-30 10:00:00', NOW)).toThrow(/no such wall time/);
  });

  it('is what the seed file’s pattern allows', () => {
    const pattern = new RegExp(SEED_WALL_TIME_PATTERN);
    for (const text of ['day+2 10:00:00', 'day-1 00:00:00', '2026-10-15 10:00:00']) expect(pattern.test(text)).toBe(true);
    for (const text of ['day+ 10:00:00', 'day+2 10:00', 'tomorrow 10:00:00', 'day+1000 10:00:00']) expect(pattern.test(text)).toBe(false);
  });
});

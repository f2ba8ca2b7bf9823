import { describe, expect, it } from 'vitest';
import { liveStateAt } from './live-state.js';

const LIVE = { startsAt: '2026-11-28 10:00:00', endsAt: '2026-11-28 11:30:00' };

describe('liveStateAt', () => {
  it('is UPCOMING before the start, LIVE from the start, ENDED from the end (UTC+8 wall times)', () => {
    expect(liveStateAt(LIVE, '2026-11-28 09:59:59')).toBe('UPCOMING');
    expect(liveStateAt(LIVE, '2026-11-28 10:00:00')).toBe('LIVE');
    expect(liveStateAt(LIVE, '2026-11-28 11:29:59')).toBe('LIVE');
    expect(liveStateAt(LIVE, '2026-11-28 11:30:00')).toBe('ENDED');
  });

  it('compares across days, months and years', () => {
    expect(liveStateAt(LIVE, '2026-11-27 23:00:00')).toBe('UPCOMING');
    expect(liveStateAt(LIVE, '2027-01-01 00:00:00')).toBe('ENDED');
  });
});

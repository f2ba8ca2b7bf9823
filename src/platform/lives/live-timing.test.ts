import { describe, expect, it } from 'vitest';
import { liveCountdown, msUntilNextLiveChange } from './live-timing';

// 2026-10-15 10:30:00 at UTC+8.
const NOW = new Date('2026-10-15T02:30:00Z');
const onNow = { startsAt: '2026-10-15 10:00:00', endsAt: '2026-10-15 11:00:00' };
const tomorrow = { startsAt: '2026-10-16 15:30:00', endsAt: '2026-10-16 16:30:00' };
const yesterday = { startsAt: '2026-10-14 14:00:00', endsAt: '2026-10-14 15:00:00' };

describe('when the lives shown are read again', () => {
  it('is a second after the first start or end ahead, read in UTC+8', () => {
    expect(msUntilNextLiveChange([tomorrow, onNow, yesterday], NOW)).toBe(30 * 60_000 + 1000);
    expect(msUntilNextLiveChange([tomorrow], NOW)).toBe(29 * 60 * 60_000 + 1000);
  });

  it('is never when every live has ended, or there is none', () => {
    expect(msUntilNextLiveChange([yesterday], NOW)).toBeUndefined();
    expect(msUntilNextLiveChange([], NOW)).toBeUndefined();
  });

  it('waits no longer than a browser timer holds', () => {
    expect(msUntilNextLiveChange([{ startsAt: '2027-10-15 10:00:00', endsAt: '2027-10-15 11:00:00' }], NOW)).toBe(2_147_483_647);
  });
});

describe('the countdown to a live', () => {
  it('counts whole days, hours and minutes until its UTC+8 start', () => {
    expect(liveCountdown(tomorrow.startsAt, NOW)).toEqual({ days: 1, hours: 5, minutes: 0 });
    expect(liveCountdown('2026-10-15 12:15:59', NOW)).toEqual({ days: 0, hours: 1, minutes: 45 });
    expect(liveCountdown('2026-10-15 10:30:30', NOW)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('is over once the live has started', () => {
    expect(liveCountdown('2026-10-15 10:30:00', NOW)).toBeUndefined();
    expect(liveCountdown(onNow.startsAt, NOW)).toBeUndefined();
  });
});

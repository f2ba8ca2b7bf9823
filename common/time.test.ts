import { expect, it } from 'vitest';
import { inFarMachineZones } from './testing/machine-zones';
import { formatWallTime, parseWallTime } from './time';
import { InvalidWallTimeError } from './wall-time';

inFarMachineZones('dayjs instants of server wall times', () => {
  it('reads a wall time as UTC+8', () => {
    expect(parseWallTime('2026-11-22 08:00:00').toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(parseWallTime('2026-01-01 03:30:15').toISOString()).toBe('2025-12-31T19:30:15.000Z');
  });

  it('adds whole days across the machine zone daylight-saving changes', () => {
    expect(formatWallTime(parseWallTime('2026-03-07 14:30:00').add(2, 'day'))).toBe('2026-03-09 14:30:00');
    expect(formatWallTime(parseWallTime('2026-10-31 09:00:00').add(3, 'day'))).toBe('2026-11-03 09:00:00');
  });

  it('shows an instant as a UTC+8 wall time, in any dayjs pattern', () => {
    expect(formatWallTime(new Date('2026-11-22T00:00:00Z'))).toBe('2026-11-22 08:00:00');
    expect(formatWallTime(new Date('2026-12-31T16:00:00Z'), 'YYYY-MM-DD')).toBe('2027-01-01');
    expect(formatWallTime(parseWallTime('2026-03-08 15:30:00'), 'MMM D HH:mm')).toBe('Mar 8 15:30');
  });
});

it('refuses a wall time that does not exist', () => {
  expect(() => parseWallTime('2026-02-30 08:00:00')).toThrow(InvalidWallTimeError);
});

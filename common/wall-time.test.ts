import { describe, expect, it } from 'vitest';
import { inFarMachineZones } from './testing/machine-zones';
import { InvalidWallTimeError, formatDate, formatDateTime, isStrictlyBetween, nowAsWallTime, wallTimeInstant, wallTimeOf, wholeDaysUntil } from './wall-time';

inFarMachineZones('server wall times', () => {
  it('reads a wall time as UTC+8', () => {
    expect(new Date(wallTimeInstant('2026-11-22 08:00:00')).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(new Date(wallTimeInstant('2026-01-01 03:30:15')).toISOString()).toBe('2025-12-31T19:30:15.000Z');
  });

  it('shows an instant as a UTC+8 wall time', () => {
    expect(wallTimeOf(new Date('2026-11-22T00:00:00Z'))).toBe('2026-11-22 08:00:00');
    expect(wallTimeOf(Date.parse('2026-03-08T07:30:00Z'))).toBe('2026-03-08 15:30:00');
    expect(nowAsWallTime(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
  });

  it('reads back what it shows, across the machine zone daylight-saving changes', () => {
    for (const text of ['2026-03-08 14:30:00', '2026-03-29 09:15:00', '2026-11-01 13:59:59', '2024-02-29 23:59:59']) {
      expect(wallTimeOf(wallTimeInstant(text))).toBe(text);
    }
  });

  it('is open only when now lies strictly between start and close', () => {
    const start = '2026-11-22 09:00:00';
    const close = '2026-11-22 18:00:00';
    expect(isStrictlyBetween(new Date('2026-11-22T01:00:01Z'), start, close)).toBe(true);
    expect(isStrictlyBetween(new Date('2026-11-22T01:00:00Z'), start, close)).toBe(false);
    expect(isStrictlyBetween(new Date('2026-11-22T10:00:00Z'), start, close)).toBe(false);
    expect(isStrictlyBetween(new Date('2026-11-22T00:59:59Z'), start, close)).toBe(false);
  });

  it('counts whole UTC+8 calendar days to the target day: 0 on the day itself, negative after', () => {
    const target = '2026-11-22 09:00:00';
    // 2026-11-21 23:59 at UTC+8 is still the day before.
    expect(wholeDaysUntil(target, new Date('2026-11-21T15:59:00Z'))).toBe(1);
    // 2026-11-22 00:00 at UTC+8, nine hours before the target: the day itself.
    expect(wholeDaysUntil(target, new Date('2026-11-21T16:00:00Z'))).toBe(0);
    // 2026-11-23 00:00 at UTC+8: the day after.
    expect(wholeDaysUntil(target, new Date('2026-11-22T16:00:00Z'))).toBe(-1);
    expect(wholeDaysUntil(target, new Date('2026-10-23T04:00:00Z'))).toBe(30);
  });

  it('formats the day as Nov 22, 2026 in en-US and 2026年11月22日 in zh-CN', () => {
    expect(formatDate('2026-11-22 00:30:00', 'en-US')).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-22 23:30:00', 'zh-CN')).toBe('2026年11月22日');
    expect(formatDate('2026-01-05 12:00:00', 'zh-CN')).toBe('2026年1月5日');
    expect(formatDate('2026-05-09 07:59:59', 'en-US')).toBe('May 9, 2026');
  });

  it('formats the day and minute of a wall time as it stands, in UTC+8', () => {
    expect(formatDateTime('2026-10-15 10:30:00', 'en-US')).toBe('Oct 15, 2026 10:30');
    expect(formatDateTime('2026-10-15 23:05:00', 'zh-CN')).toBe('2026年10月15日 23:05');
    expect(formatDateTime('2026-01-01 00:00:00', 'en-US')).toBe('Jan 1, 2026 00:00');
  });
});

describe('malformed wall times', () => {
  it.each([
    '',
    '2026-11-22',
    '2026-11-22T08:00:00',
    '2026-11-22 08:00:00Z',
    '2026-11-22 08:00:00+08:00',
    '2026-02-30 08:00:00',
    '2026-11-22 24:00:00',
    '2026-13-01 00:00:00',
    ' 2026-11-22 08:00:00',
  ])('refuses %j', (text) => {
    expect(() => wallTimeInstant(text)).toThrow(InvalidWallTimeError);
  });

  it('makes a malformed switch window an error, not a silent answer', () => {
    expect(() => isStrictlyBetween(new Date(), 'soon', '2026-11-22 08:00:00')).toThrow(InvalidWallTimeError);
  });
});

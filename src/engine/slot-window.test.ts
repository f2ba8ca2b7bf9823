import { describe, expect, it } from 'vitest';
import type { OrderingSlot } from '../../common/generated/types';
import { InvalidWallTimeError } from '../../common/wall-time';
import { isSlotWindowOpen } from './slot-window';

const windowed: OrderingSlot = { status: 'ENABLE', udfs: { module: 'ALPHA', startTime: '2026-11-23 10:00:00', closeTime: '2026-11-23 18:00:00' } };
// 2026-11-23 10:00:00 at UTC+8.
const START = Date.parse('2026-11-23T02:00:00Z');
const CLOSE = Date.parse('2026-11-23T10:00:00Z');
const at = (ms: number) => new Date(ms);

describe('isSlotWindowOpen', () => {
  it('is open for a slot without a window', () => {
    expect(isSlotWindowOpen({ status: 'ENABLE', udfs: { module: 'ALPHA' } }, at(START))).toBe(true);
  });

  it('is closed a second before the start (UTC+8, whatever the machine zone)', () => {
    expect(isSlotWindowOpen(windowed, at(START - 1_000))).toBe(false);
  });

  it('opens at the start itself', () => {
    expect(isSlotWindowOpen(windowed, at(START))).toBe(true);
  });

  it('is open inside the window', () => {
    expect(isSlotWindowOpen(windowed, at(START + 3_600_000))).toBe(true);
  });

  it('is closed at the close itself and after it', () => {
    expect(isSlotWindowOpen(windowed, at(CLOSE - 1))).toBe(true);
    expect(isSlotWindowOpen(windowed, at(CLOSE))).toBe(false);
    expect(isSlotWindowOpen(windowed, at(CLOSE + 86_400_000))).toBe(false);
  });

  it('is never open when the close is not after the start', () => {
    const backwards: OrderingSlot = {
      status: 'ENABLE',
      udfs: { module: 'ALPHA', startTime: '2026-11-23 18:00:00', closeTime: '2026-11-23 10:00:00' },
    };
    expect(isSlotWindowOpen(backwards, at(START + 3_600_000))).toBe(false);
  });

  it('refuses a time that does not exist', () => {
    const impossible: OrderingSlot = {
      status: 'ENABLE',
      udfs: { module: 'ALPHA', startTime: '2026-02-30 10:00:00', closeTime: '2026-03-02 10:00:00' },
    };
    expect(() => isSlotWindowOpen(impossible, at(START))).toThrow(InvalidWallTimeError);
  });
});

import { describe, expect, it } from 'vitest';
import { wallTimeInstant } from '../../../common/wall-time.js';
import { nextChange, nextWallMidnight } from './next-change.js';

const at = (wallTime: string) => wallTimeInstant(wallTime);
const NOW = at('2026-11-29 10:00:00');

describe('the next change of a home page by time alone', () => {
  it('is the next UTC+8 midnight without any window (the countdown counts days)', () => {
    expect(nextWallMidnight(NOW)).toBe(at('2026-11-30 00:00:00'));
    expect(nextChange({ orderingSlots: [], switches: [] }, NOW)).toBe(at('2026-11-30 00:00:00'));
    expect(nextChange(undefined, NOW)).toBe(at('2026-11-30 00:00:00'));
  });

  it("is a slot's start when it is ahead, else its close (half-open: shown from its start)", () => {
    const slot = { udfs: { module: 'FAQ', startTime: '2026-11-29 12:00:00', closeTime: '2026-11-29 18:00:00' } };
    expect(nextChange({ orderingSlots: [slot] }, NOW)).toBe(at('2026-11-29 12:00:00'));
    expect(nextChange({ orderingSlots: [slot] }, at('2026-11-29 12:00:00'))).toBe(at('2026-11-29 18:00:00'));
  });

  it("is the millisecond after a switch's start (open strictly between), and its close", () => {
    const entry = { udfs: { name: 'CBECP', state: 'LSENABLED', startTime: '2026-11-29 11:00:00', closeTime: '2026-11-29 13:00:00' } };
    expect(nextChange({ switches: [entry] }, NOW)).toBe(at('2026-11-29 11:00:00') + 1);
    expect(nextChange({ switches: [entry] }, at('2026-11-29 11:00:00') + 1)).toBe(at('2026-11-29 13:00:00'));
  });

  it('is the earliest of the edges given (an announcement starting or ending), ignoring those past', () => {
    expect(nextChange({}, NOW, [at('2026-11-29 10:30:00'), undefined, NOW - 1, NOW])).toBe(at('2026-11-29 10:30:00'));
  });

  it('passes over times that are no wall time (a stored document may predate the schema)', () => {
    const config = { orderingSlots: [{ udfs: { startTime: '2026-02-30 00:00:00', closeTime: 'soon' } }], switches: [{}] };
    expect(nextChange(config, NOW)).toBe(at('2026-11-30 00:00:00'));
  });
});

import { describe, expect, it } from 'vitest';
import { scheduleLines } from './schedule-lines';

describe('scheduleLines', () => {
  it('keeps the first 3 lines of a 5-line session schedule', () => {
    expect(scheduleLines('Phase 1\nPhase 2\nPhase 3\nPhase 4\nOnline all year')).toEqual(['Phase 1', 'Phase 2', 'Phase 3']);
  });

  it('keeps a shorter schedule whole', () => {
    expect(scheduleLines('Phase 2: Oct 23–27')).toEqual(['Phase 2: Oct 23–27']);
  });

  it('skips blank lines and Windows line ends, which are not sessions', () => {
    expect(scheduleLines('Phase 1\r\n\r\nPhase 2\n')).toEqual(['Phase 1', 'Phase 2']);
  });

  it('has no lines for an empty schedule', () => {
    expect(scheduleLines('')).toEqual([]);
  });
});

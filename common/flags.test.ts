import { describe, expect, it } from 'vitest';
import { hasFlag } from './flags';

describe('hasFlag', () => {
  it('reads each of the seven bits on its own', () => {
    expect(hasFlag(0b0000001, 'offlineMeeting')).toBe(true);
    expect(hasFlag(0b1000000, 'vrBooths')).toBe(true);
    expect(hasFlag(0b1000000, 'offlineMeeting')).toBe(false);
    expect(hasFlag(0b0000100, 'buyerRegistration')).toBe(true);
  });
  it('is off for every bit of an empty mask and on for every bit of a full one', () => {
    for (const flag of ['offlineMeeting', 'attendOnlineAndOffline', 'buyerRegistration', 'ssoLogin', 'buyerLogin', 'mediaLogin', 'vrBooths'] as const) {
      expect(hasFlag(0, flag)).toBe(false);
      expect(hasFlag(127, flag)).toBe(true);
    }
  });
});

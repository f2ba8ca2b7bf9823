import { describe, expect, it } from 'vitest';
import type { SwitchEntry } from '../../common/generated/types';
import { closedFeatureNotice, findSwitch, isSwitchOpen, switchPopupText } from './switches';

const window: SwitchEntry = {
  udfs: { name: 'VIRTUALPAVILION', state: 'LSENABLED', startTime: '2026-11-01 09:00:00', closeTime: '2026-11-30 18:00:00' },
  PopUpCopywriter: 'The VR exhibition hall is not open yet.',
};
// 2026-11-01 09:00:00 UTC+8 is 01:00:00 UTC.
const at = (utc: string) => new Date(`${utc}Z`);

describe('isSwitchOpen', () => {
  it('is closed at the start time itself', () => expect(isSwitchOpen(window, at('2026-11-01T01:00:00'))).toBe(false));
  it('is open just after the start', () => expect(isSwitchOpen(window, at('2026-11-01T01:00:01'))).toBe(true));
  it('is open inside the window', () => expect(isSwitchOpen(window, at('2026-11-15T04:00:00'))).toBe(true));
  it('is closed at the close time itself', () => expect(isSwitchOpen(window, at('2026-11-30T10:00:00'))).toBe(false));
  it('is closed after the close time', () => expect(isSwitchOpen(window, at('2026-12-01T00:00:00'))).toBe(false));
  it('is closed before the start', () => expect(isSwitchOpen(window, at('2026-10-31T00:00:00'))).toBe(false));
  it('is open for any state other than LSENABLED', () =>
    expect(isSwitchOpen({ udfs: { ...window.udfs, state: 'OFF' } }, at('2027-01-01T00:00:00'))).toBe(true));
  it('is open when the entry is missing', () => expect(isSwitchOpen(undefined, at('2027-01-01T00:00:00'))).toBe(true));
  it('is forced on by a feature-flag override', () => expect(isSwitchOpen(window, at('2027-01-01T00:00:00'), true)).toBe(true));
  it('is closed when LSENABLED has no window', () =>
    expect(isSwitchOpen({ udfs: { name: 'CBECP', state: 'LSENABLED' } }, at('2027-01-01T00:00:00'))).toBe(false));
});

describe('switch entries', () => {
  it('finds an entry by name', () => expect(findSwitch([window], 'VIRTUALPAVILION')).toBe(window));
  it('gives the popup text of a disabled feature', () => expect(switchPopupText(window)).toBe('The VR exhibition hall is not open yet.'));
});

describe('closedFeatureNotice (the switch confirm modal of a closed feature)', () => {
  it('is nothing while the feature is open', () => expect(closedFeatureNotice([window], 'VIRTUALPAVILION', at('2026-11-15T04:00:00'))).toBeUndefined());
  it('is nothing without an entry for the feature', () => expect(closedFeatureNotice([window], 'CBECP', at('2027-01-01T00:00:00'))).toBeUndefined());
  it("is the switch's popup text once it is closed", () =>
    expect(closedFeatureNotice([window], 'VIRTUALPAVILION', at('2026-11-30T10:00:00'))).toEqual({ text: 'The VR exhibition hall is not open yet.' }));
  it('is the plain notice for a closed switch without popup text', () => {
    const silent: SwitchEntry = { udfs: window.udfs };
    expect(closedFeatureNotice([silent], 'VIRTUALPAVILION', at('2026-10-31T00:00:00'))).toEqual({ id: 'switch.closed' });
  });
});

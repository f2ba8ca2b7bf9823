// Spec §3-4: feature switch entries. One rule answers both questions the spec asks of a switch.
import type { SwitchEntry } from '../../common/generated/types';
import type { DialogRequest } from './dialogs';
import { isStrictlyBetween } from '../../common/wall-time';

export type SwitchName = SwitchEntry['udfs']['name'];

/** The state that makes a switch time-boxed; any other state leaves its feature visible. */
export const TIME_BOXED_STATE = 'LSENABLED';

export function findSwitch(switches: readonly SwitchEntry[], name: SwitchName): SwitchEntry | undefined {
  return switches.find((entry) => entry.udfs.name === name);
}

/**
 * Spec §4: a feature with state LSENABLED is on only strictly between its start and close time (UTC+8);
 * any other state or a missing entry means visible; a feature-flag override forces it on.
 */
export function isSwitchOpen(entry: SwitchEntry | undefined, now: Date, forcedOn = false): boolean {
  if (forcedOn || !entry || entry.udfs.state !== TIME_BOXED_STATE) return true;
  const { startTime, closeTime } = entry.udfs;
  if (!startTime || !closeTime) return false;
  return isStrictlyBetween(now, startTime, closeTime);
}

/** The text a disabled feature shows in the switch confirm modal. */
export function switchPopupText(entry: SwitchEntry | undefined): string | undefined {
  return entry?.PopUpCopywriter || undefined;
}

/**
 * Spec §4: what the switch confirm modal says of a feature that is closed now — its popup text, or a plain
 * 'not open' notice without one; undefined while the feature is open.
 */
export function closedFeatureNotice(switches: readonly SwitchEntry[], name: SwitchName, now: Date): DialogRequest['message'] | undefined {
  const entry = findSwitch(switches, name);
  if (isSwitchOpen(entry, now)) return undefined;
  const text = switchPopupText(entry);
  return text ? { text } : { id: 'switch.closed' };
}

// A schedule is a change of the live configuration for a time window (UTC+8 wall times): an ordering
// slot shown only inside it (the engine filters a slot outside its window as a DISABLE one), or a feature
// switch enabled only inside it (state LSENABLED, spec §4).
import { isConfigObject } from './validate-document.js';
import type { LiveChange } from './operations.js';

export type Schedule =
  | { kind: 'slot'; module: string; startTime: string; closeTime: string }
  | { kind: 'switch'; name: string; startTime: string; closeTime: string; popUpCopywriter?: string };

/** The slot's module has no ordering slot on the page. */
export interface NoSlotRefusal {
  module: string;
}

const LSENABLED = 'LSENABLED';

/** The live document (already a copy, changed in place) with the schedule's window, or why not. */
export function applySchedule(document: Record<string, unknown>, schedule: Schedule): LiveChange<NoSlotRefusal> {
  return schedule.kind === 'slot' ? scheduleSlot(document, schedule) : { document: scheduleSwitch(document, schedule) };
}

function scheduleSlot(document: Record<string, unknown>, { module, startTime, closeTime }: Extract<Schedule, { kind: 'slot' }>): LiveChange<NoSlotRefusal> {
  const slots = Array.isArray(document.orderingSlots) ? document.orderingSlots : [];
  const slot = slots.find((entry: unknown) => isConfigObject(entry) && isConfigObject(entry.udfs) && entry.udfs.module === module);
  if (!isConfigObject(slot) || !isConfigObject(slot.udfs)) return { refusal: { module } };
  slot.status = 'ENABLE';
  slot.udfs = { ...slot.udfs, startTime, closeTime };
  return { document };
}

function scheduleSwitch(document: Record<string, unknown>, schedule: Extract<Schedule, { kind: 'switch' }>): Record<string, unknown> {
  const { name, startTime, closeTime, popUpCopywriter } = schedule;
  const switches: unknown[] = Array.isArray(document.switches) ? document.switches : [];
  const entry = switches.find((candidate) => isConfigObject(candidate) && isConfigObject(candidate.udfs) && candidate.udfs.name === name);
  const udfs = { name, state: LSENABLED, startTime, closeTime };
  if (isConfigObject(entry)) {
    entry.udfs = { ...(isConfigObject(entry.udfs) ? entry.udfs : {}), ...udfs };
    if (popUpCopywriter !== undefined) entry.PopUpCopywriter = popUpCopywriter;
  } else {
    switches.push({ udfs, ...(popUpCopywriter !== undefined ? { PopUpCopywriter: popUpCopywriter } : {}) });
  }
  return { ...document, switches };
}

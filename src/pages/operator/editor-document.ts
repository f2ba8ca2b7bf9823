// The operator's edits of a page configuration document (a PageConfig without its version), as pure functions:
// each returns a new document and leaves the one it was given alone, so the page can compare with what was saved.
import type { ConfigDocument, OrderingSlot, PageConfig, SwitchEntry } from '../../../common/generated/types';
import { TIME_BOXED_STATE, type SwitchName } from '../../platform/switches';

export type PageConfigDocument = Omit<PageConfig, 'version'>;

/** Spec §3: the five feature switches, in the spec's order. */
export const SWITCH_NAMES: readonly SwitchName[] = ['GLOBALPURCHASE', 'CROSSBORDER', 'CBECP', 'EXHIBITORDISPLAY', 'VIRTUALPAVILION'];

/** The state an operator's "always open" writes when the entry had no other state of its own: anything but LSENABLED. */
export const ALWAYS_OPEN_STATE = 'LSDISABLED';

export type WindowEdge = 'startTime' | 'closeTime';

/** A JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasUdfs = (value: unknown) => isObject(value) && isObject(value.udfs);

/**
 * The document, when it has the shape the page edits (a draft may hold any JSON object): slots with a module,
 * section configurations, switch entries and a flag mask. What else is wrong with it, the validation says.
 */
export function editableDocument(document: ConfigDocument): PageConfigDocument | undefined {
  const { orderingSlots, sectionConfigs, switches, flagMask } = document;
  if (!Array.isArray(orderingSlots) || !orderingSlots.every((slot) => hasUdfs(slot) && typeof slot.udfs.module === 'string')) return undefined;
  if (!isObject(sectionConfigs) || !Array.isArray(switches) || !switches.every(hasUdfs) || typeof flagMask !== 'number') return undefined;
  return document as unknown as PageConfigDocument;
}

function withSlot(document: PageConfigDocument, index: number, change: (slot: OrderingSlot) => OrderingSlot): PageConfigDocument {
  return {
    ...document,
    orderingSlots: document.orderingSlots.map((slot, at) => (at === index ? change(slot) : slot)),
  };
}

/** Moves the slot at `from` to `to`, the others keeping their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const moved = [...items];
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return moved;
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved;
}

export function moveSlot(document: PageConfigDocument, from: number, to: number): PageConfigDocument {
  return {
    ...document,
    orderingSlots: moveItem(document.orderingSlots, from, to),
  };
}

/** Spec §4: only ENABLE slots render. */
export function setSlotEnabled(document: PageConfigDocument, index: number, enabled: boolean): PageConfigDocument {
  return withSlot(document, index, (slot) => ({
    ...slot,
    status: enabled ? 'ENABLE' : 'DISABLE',
  }));
}

/** Sets or (with undefined) clears one edge of the slot's time window. */
export function setSlotTime(document: PageConfigDocument, index: number, edge: WindowEdge, value: string | undefined): PageConfigDocument {
  return withSlot(document, index, (slot) => {
    const udfs = { ...slot.udfs };
    if (value === undefined) delete udfs[edge];
    else udfs[edge] = value;
    return { ...slot, udfs };
  });
}

export function isTitleShown(document: PageConfigDocument, key: string): boolean {
  return document.sectionConfigs[key]?.udfs.DisplayName === 'Y';
}

/** Spec §2: a section's title shows when its udfs.DisplayName is Y. */
export function setTitleShown(document: PageConfigDocument, key: string, shown: boolean): PageConfigDocument {
  const config = document.sectionConfigs[key] ?? { udfs: {} };
  return {
    ...document,
    sectionConfigs: {
      ...document.sectionConfigs,
      [key]: {
        ...config,
        udfs: { ...config.udfs, DisplayName: shown ? 'Y' : 'N' },
      },
    },
  };
}

/** The switch's entry and where it is in the list (-1: none). */
export function switchEntryOf(document: PageConfigDocument, name: SwitchName): { entry: SwitchEntry | undefined; index: number } {
  const index = document.switches.findIndex((entry) => entry.udfs.name === name);
  return { entry: document.switches[index], index };
}

export interface SwitchChange {
  timeBoxed?: boolean;
  startTime?: string | undefined;
  closeTime?: string | undefined;
  popUpCopywriter?: string;
}

/**
 * Spec §4: a switch with state LSENABLED opens only between its start and close; any other state leaves the
 * feature visible. The entry is created at the first change; an "always open" entry keeps a state of its own.
 */
export function changeSwitch(document: PageConfigDocument, name: SwitchName, change: SwitchChange): PageConfigDocument {
  const { entry, index } = switchEntryOf(document, name);
  const current: SwitchEntry = entry ?? {
    udfs: { name, state: ALWAYS_OPEN_STATE },
  };
  const udfs = { ...current.udfs };
  if (change.timeBoxed !== undefined) {
    udfs.state = change.timeBoxed ? TIME_BOXED_STATE : current.udfs.state !== TIME_BOXED_STATE ? current.udfs.state : ALWAYS_OPEN_STATE;
  }
  for (const edge of ['startTime', 'closeTime'] as const) {
    if (!(edge in change)) continue;
    const value = change[edge];
    if (value === undefined) delete udfs[edge];
    else udfs[edge] = value;
  }
  const next: SwitchEntry = { ...current, udfs };
  if (change.popUpCopywriter !== undefined) {
    if (change.popUpCopywriter === '') delete next.PopUpCopywriter;
    else next.PopUpCopywriter = change.popUpCopywriter;
  }
  const switches = index < 0 ? [...document.switches, next] : document.switches.map((item, at) => (at === index ? next : item));
  return { ...document, switches };
}

/** Spec §4: the 7-bit flag mask. */
export function setFlagBit(document: PageConfigDocument, bit: number, on: boolean): PageConfigDocument {
  return {
    ...document,
    flagMask: on ? document.flagMask | bit : document.flagMask & ~bit,
  };
}

/** A datetime-local input's value ('YYYY-MM-DDTHH:mm[:ss]') as a wall time ('YYYY-MM-DD HH:mm:ss'); both read as UTC+8. */
export function wallTimeOfInput(value: string): string | undefined {
  const parts = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?(\.\d+)?$/.exec(value);
  if (!parts) return undefined;
  return `${parts[1]} ${parts[2]}${parts[3] ?? ':00'}`;
}

/** A wall time as a datetime-local input's value; a text of another shape gives an empty input. */
export function inputOfWallTime(value: string | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? value.replace(' ', 'T') : '';
}

/** A section's name as the page's configuration gives it, else its key. */
export function sectionNameOf(document: PageConfigDocument, key: string): string {
  return document.sectionConfigs[key]?.subsiteName ?? key;
}

/** A section as the operator page names it in a line of text: "Services (SERVICES)", or the key alone. */
export function sectionLabelOf(document: PageConfigDocument, key: string): string {
  const name = sectionNameOf(document, key);
  return name && name !== key ? `${name} (${key})` : key;
}

/** Replaces what the section says (its data under `sections`), as its content form gives it. */
export function setSectionData(document: PageConfigDocument, key: string, data: unknown): PageConfigDocument {
  return { ...document, sections: { ...document.sections, [key]: data } };
}

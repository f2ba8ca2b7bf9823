// What changed between two configuration documents, field by field, told as an operator reads it (issue 27 item 7):
// "Services › Big tiles 1 › Title: “Visa & invitation letter” → “Visas in three days”", "Services › Small icons 7:
// added", "Section order: changed". Lists whose items name themselves (an `id`, a slot's module, a switch's name)
// are matched by that name, so a moved item is an order change, not a change of every item after it.
import type { IntlShape } from 'react-intl';
import { spacedName } from './content/field-labels';
import { isObject, sectionLabelOf, type PageConfigDocument } from './editor-document';

type PathPart = string | number;

export type Change =
  | { kind: 'changed'; path: PathPart[]; before: unknown; after: unknown }
  | { kind: 'added'; path: PathPart[]; after: unknown }
  | { kind: 'removed'; path: PathPart[]; before: unknown }
  | { kind: 'reordered'; path: PathPart[] };

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    const other = Object.keys(b).filter((key) => b[key] !== undefined);
    return keys.length === other.length && keys.every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

/** The name an item of a list goes by, when it has one: its id, a slot's module, a switch's name. */
function identityOf(item: unknown): string | undefined {
  if (!isObject(item)) return undefined;
  if (typeof item.id === 'string' && item.id !== '') return item.id;
  const udfs = item.udfs;
  if (isObject(udfs) && typeof udfs.module === 'string') return `module:${udfs.module}`;
  if (isObject(udfs) && typeof udfs.name === 'string') return `name:${udfs.name}`;
  return undefined;
}

/** Every item named, and no name twice: the list can be matched by name. */
export function namedItems(list: readonly unknown[]): string[] | undefined {
  const names = list.map(identityOf);
  if (names.some((name) => name === undefined)) return undefined;
  return new Set(names).size === names.length ? (names as string[]) : undefined;
}

function diffLists(before: readonly unknown[], after: readonly unknown[], path: PathPart[]): Change[] {
  const beforeNames = namedItems(before);
  const afterNames = namedItems(after);
  if (beforeNames && afterNames) {
    const changes: Change[] = [];
    afterNames.forEach((name, index) => {
      const was = beforeNames.indexOf(name);
      if (was < 0) changes.push({ kind: 'added', path: [...path, index], after: after[index] });
      else changes.push(...diffValues(before[was], after[index], [...path, index]));
    });
    beforeNames.forEach((name, index) => {
      if (!afterNames.includes(name)) changes.push({ kind: 'removed', path: [...path, index], before: before[index] });
    });
    const kept = afterNames.filter((name) => beforeNames.includes(name));
    const keptBefore = beforeNames.filter((name) => afterNames.includes(name));
    if (kept.some((name, index) => keptBefore[index] !== name)) changes.push({ kind: 'reordered', path });
    return changes;
  }
  const changes: Change[] = [];
  for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
    if (index >= after.length) changes.push({ kind: 'removed', path: [...path, index], before: before[index] });
    else if (index >= before.length) changes.push({ kind: 'added', path: [...path, index], after: after[index] });
    else changes.push(...diffValues(before[index], after[index], [...path, index]));
  }
  return changes;
}

/** The changes from `before` to `after`, down to the fields that differ. */
export function diffValues(before: unknown, after: unknown, path: PathPart[] = []): Change[] {
  if (sameValue(before, after)) return [];
  if (before === undefined) return [{ kind: 'added', path, after }];
  if (after === undefined) return [{ kind: 'removed', path, before }];
  if (Array.isArray(before) && Array.isArray(after)) return diffLists(before, after, path);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => diffValues(before[key], after[key], [...path, key]));
  }
  return [{ kind: 'changed', path, before, after }];
}

export function diffDocuments(before: PageConfigDocument, after: PageConfigDocument): Change[] {
  return diffValues(before, after);
}

const has = (intl: IntlShape, id: string) => Object.prototype.hasOwnProperty.call(intl.messages, id);

/** Where a change is, in the operator's words: "Services › Big tiles 2 › Title". */
export function placeOfChange(path: readonly PathPart[], document: PageConfigDocument, intl: IntlShape): string {
  const [area, ...rest] = path;
  const sectionName = (key: string) => sectionLabelOf(document, key);
  const parts: string[] = [];
  let fields: readonly PathPart[] = rest;
  if (area === 'sections' && typeof rest[0] === 'string') {
    parts.push(sectionName(rest[0]));
    fields = rest.slice(1);
  } else if (area === 'orderingSlots') {
    parts.push(intl.formatMessage({ id: 'operator.diff.slots' }));
    const slot = typeof rest[0] === 'number' ? document.orderingSlots[rest[0]] : undefined;
    if (slot) parts.push(sectionName(slot.udfs.module));
    fields = rest.slice(1);
  } else if (area === 'sectionConfigs' && typeof rest[0] === 'string') {
    parts.push(intl.formatMessage({ id: 'operator.diff.sectionSettings' }), sectionName(rest[0]));
    fields = rest.slice(1);
  } else if (area === 'switches') {
    parts.push(intl.formatMessage({ id: 'operator.diff.switches' }));
    const entry = typeof rest[0] === 'number' ? document.switches[rest[0]] : undefined;
    if (entry) parts.push(entry.udfs.name);
    fields = rest.slice(1);
  } else if (typeof area === 'string') {
    fields = path;
  }
  for (const part of fields) {
    if (typeof part === 'number') {
      // An item is numbered after its list: "Big tiles 2".
      const last = parts.pop();
      parts.push(last === undefined ? String(part + 1) : `${last} ${part + 1}`);
    } else {
      const id = `operator.field.${part}`;
      parts.push(has(intl, id) ? intl.formatMessage({ id }) : spacedName(part));
    }
  }
  return parts.join(' › ');
}

const MAX_VALUE_LENGTH = 80;

/** A value as a change shows it: a text quoted, an item by its title or name, anything else in short. */
export function valueOfChange(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = `“${value}”`;
  else if (isObject(value) && ['title', 'label', 'name', 'id'].some((key) => typeof value[key] === 'string')) {
    const key = ['title', 'label', 'name', 'id'].find((name) => typeof value[name] === 'string') as string;
    text = `“${value[key] as string}”`;
  } else text = JSON.stringify(value) ?? String(value);
  return [...text].length > MAX_VALUE_LENGTH ? `${[...text].slice(0, MAX_VALUE_LENGTH - 1).join('')}…` : text;
}

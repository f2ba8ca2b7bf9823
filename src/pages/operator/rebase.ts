// Issue 27 item 9: an operator's draft carried over onto the version another operator published meanwhile — a
// three-way merge of the JSON documents. Whatever only one side changed is taken from that side; where both
// changed the same field differently, the draft's value is kept and the place is reported, so the operator
// checks it before publishing. Lists whose items name themselves (sections' slots, tiles with ids, switches)
// merge item by item; other lists, like any scalar, are one value.
import { namedItems, sameValue } from './document-diff';
import { isObject } from './editor-document';

type PathPart = string | number;

export interface Rebased<T> {
  value: T;
  /** Places both sides changed differently; the draft's value was kept. */
  conflicts: PathPart[][];
}

/** Where an item of `names` sits: after the nearest earlier neighbour already placed, or first. */
function placeAfterNeighbour(order: string[], names: string[], name: string): void {
  const at = names.indexOf(name);
  for (let index = at - 1; index >= 0; index -= 1) {
    const neighbour = order.indexOf(names[index] as string);
    if (neighbour >= 0) {
      order.splice(neighbour + 1, 0, name);
      return;
    }
  }
  order.unshift(name);
}

function sameOrder(a: string[], b: string[]): boolean {
  const shared = a.filter((name) => b.includes(name));
  const sharedOther = b.filter((name) => a.includes(name));
  return shared.every((name, index) => sharedOther[index] === name);
}

function mergeLists(base: unknown[], mine: unknown[], theirs: unknown[], path: PathPart[], conflicts: PathPart[][]): unknown[] | undefined {
  const baseNames = namedItems(base);
  const mineNames = namedItems(mine);
  const theirNames = namedItems(theirs);
  if (!baseNames || !mineNames || !theirNames) return undefined;
  const itemOf = (list: unknown[], names: string[], name: string) => {
    const at = names.indexOf(name);
    return at < 0 ? undefined : list[at];
  };
  // The order: theirs, unless the draft reordered what both kept; then the draft's.
  const mineReordered = !sameOrder(baseNames, mineNames);
  const [leadingNames, otherNames] = mineReordered ? [mineNames, theirNames] : [theirNames, mineNames];
  const order = [...leadingNames];
  for (const name of otherNames) if (!order.includes(name)) placeAfterNeighbour(order, otherNames, name);
  if (mineReordered && !sameOrder(baseNames, theirNames) && !sameOrder(mineNames, theirNames)) conflicts.push(path);
  const merged: unknown[] = [];
  for (const name of order) {
    const index = merged.length;
    const value = mergeAt(itemOf(base, baseNames, name), itemOf(mine, mineNames, name), itemOf(theirs, theirNames, name), [...path, index], conflicts);
    if (value !== undefined) merged.push(value);
  }
  return merged;
}

function mergeAt(base: unknown, mine: unknown, theirs: unknown, path: PathPart[], conflicts: PathPart[][]): unknown {
  if (sameValue(mine, theirs)) return mine;
  if (sameValue(base, mine)) return theirs;
  if (sameValue(base, theirs)) return mine;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const value = mergeAt(base[key], mine[key], theirs[key], [...path, key], conflicts);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    const merged = mergeLists(base, mine, theirs, path, conflicts);
    if (merged) return merged;
  }
  // A new object on both sides where there was none: merged as if from an empty one.
  if (base === undefined && isObject(mine) && isObject(theirs)) return mergeAt({}, mine, theirs, path, conflicts);
  conflicts.push(path);
  return mine;
}

/**
 * The draft (`mine`, started from `base`) carried over onto `theirs`: theirs with the draft's changes applied.
 * Paths of the conflicts are paths in the merged value.
 */
export function rebaseDocument<T>(base: T, mine: T, theirs: T): Rebased<T> {
  const conflicts: PathPart[][] = [];
  const value = mergeAt(base, mine, theirs, [], conflicts) as T;
  return { value, conflicts };
}

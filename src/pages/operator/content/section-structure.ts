// Issue 27 item 4: which sections of a page differ in structure between its two languages (a list with another
// number of items, a field one has and the other lacks), so an operator keeps the two versions in step.
import { isObject, type PageConfigDocument } from '../editor-document';

/** A value's shape without its words: the fields it has, how many items each list holds, and their kinds. */
export function structureOf(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(structureOf).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${key}:${structureOf(value[key])}`).join(',')}}`;
  }
  return value === null ? 'null' : typeof value;
}

/** The sections whose content differs in structure between the two documents, or that only one of them has. */
export function sectionsDifferingInStructure(one: PageConfigDocument, other: PageConfigDocument): string[] {
  const keys = [...new Set([...Object.keys(one.sections), ...Object.keys(other.sections)])];
  return keys.filter((key) => structureOf(one.sections[key]) !== structureOf(other.sections[key]));
}

// Spec §3: a suggestion's segments mark where the typed text occurs, case-insensitively, Chinese and Latin.

// The characters with a meaning in a RegExp under the u flag (which refuses needless escapes such as \-).
const REGEXP_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;

/** Finds every occurrence of `query`, ignoring case, character by character (not UTF-16 unit by unit). */
export function queryPattern(query: string): RegExp {
  return new RegExp(query.replace(REGEXP_SYNTAX, '\\$&'), 'giu');
}

/** Whether `text` contains what the pattern finds (search() leaves the pattern's lastIndex alone, test() would not). */
export function containsQuery(text: string, pattern: RegExp): boolean {
  return text.search(pattern) !== -1;
}

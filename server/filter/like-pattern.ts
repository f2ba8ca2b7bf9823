// LIKE patterns for text a client typed: the text is matched as typed, so % and _ in it are not wildcards.
// Every pattern goes with ESCAPE '\'.

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Matches text that contains `value` anywhere. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}

/** Matches text that starts with `value`. */
export function prefixPattern(value: string): string {
  return `${escapeLike(value)}%`;
}

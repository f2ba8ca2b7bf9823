import type { Suggestion } from '../../../common/generated/types.js';

/**
 * Cuts `key` so that the odd-indexed pieces are the occurrences of the pattern (spec §3): "LED Work Light"
 * and light → ["LED Work ", "Light"]; and led → ["", "LED", " Work Light"]. A key with no occurrence is
 * one piece.
 */
export function suggestionSegments(key: string, pattern: RegExp): Suggestion['segments'] {
  const pieces: string[] = [];
  let plainFrom = 0;
  for (const match of key.matchAll(pattern)) {
    // A query is never empty, so neither is a match; the guard only keeps the cut well-defined.
    if (match[0] === '') continue;
    pieces.push(key.slice(plainFrom, match.index), match[0]);
    plainFrom = match.index + match[0].length;
  }
  const tail = key.slice(plainFrom);
  const [first = tail, ...rest] = pieces;
  if (pieces.length === 0) return [tail];
  return tail === '' ? [first, ...rest] : [first, ...rest, tail];
}

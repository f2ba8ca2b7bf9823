import type { Suggestion } from '../../../common/generated/types.js';
import { suggestionSegments } from './suggestion-segments.js';

/**
 * The suggestions in the order of spec §7: the matching history terms first, then the dictionary's keywords
 * (already prefix before infix, by popularity); each key once, whatever its case; at most `size`.
 */
export function rankSuggestions(historyTerms: readonly string[], keywords: readonly string[], pattern: RegExp, size: number): Suggestion[] {
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  for (const key of [...historyTerms, ...keywords]) {
    if (suggestions.length === size) break;
    const folded = key.toLowerCase();
    if (seen.has(folded)) continue;
    seen.add(folded);
    suggestions.push({ key, segments: suggestionSegments(key, pattern) });
  }
  return suggestions;
}

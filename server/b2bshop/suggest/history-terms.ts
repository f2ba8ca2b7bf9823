import { SEARCH_HISTORY_SIZE } from '../../../common/constants.js';
import { containsQuery } from './query-pattern.js';

/**
 * The recent searches that contain the query, most recent first and each once: `history` is comma-joined,
 * most recent first (spec §7); terms are trimmed, empty ones dropped, and only the 10 a history holds are
 * read (spec §9).
 */
export function matchingHistoryTerms(history: string, pattern: RegExp): string[] {
  const terms = history
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '')
    .slice(0, SEARCH_HISTORY_SIZE)
    .filter((term) => containsQuery(term, pattern));
  return terms.filter((term, index) => terms.findIndex((other) => other.toLowerCase() === term.toLowerCase()) === index);
}

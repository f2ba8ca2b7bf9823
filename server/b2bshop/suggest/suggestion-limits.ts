/** More suggestions are not refused but cut to this: a list longer than a phone screen helps nobody. */
export const MAX_SUGGESTIONS = 20;

/** Queries up to this many characters are answered from search_short_suggestions (migration 006). */
export const SHORT_QUERY_LENGTH = 2;

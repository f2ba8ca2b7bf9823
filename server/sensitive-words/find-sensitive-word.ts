// Which listed word a submission contains. Both sides are compared in one normal form: NFKC (so
// full-width letters and compatibility forms match their plain ones), lower case, invisible format
// characters (zero-width spaces, joiners) removed and runs of white space made one space.
// A word written in Latin letters or digits only matches as a whole word, so 'gun' does not hit
// 'begun'; any other word (Chinese) matches wherever it occurs, as Chinese has no word spaces.

const FORMAT_CHARACTERS = /\p{Cf}/gu;
const WHITE_SPACE = /\s+/gu;
const LATIN_WORD = /^[\p{Script=Latin}\p{N} ]+$/u;
const LATIN_OR_DIGIT = '[\\p{Script=Latin}\\p{N}]';

export function normalizeForMatching(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(FORMAT_CHARACTERS, '').replace(WHITE_SPACE, ' ').trim();
}

/** The first of `words` that `text` contains, as the list spells it; undefined when there is none. */
export function findSensitiveWord(text: string, words: readonly string[]): string | undefined {
  const normalized = normalizeForMatching(text);
  if (normalized === '') return undefined;
  return words.find((word) => {
    const needle = normalizeForMatching(word);
    if (needle === '') return false;
    if (!LATIN_WORD.test(needle)) return normalized.includes(needle);
    return new RegExp(`(?<!${LATIN_OR_DIGIT})${escapeRegExp(needle)}(?!${LATIN_OR_DIGIT})`, 'u').test(normalized);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// What the search bench asks the suggest endpoint: what visitors type — the first 1 to 6 characters of a
// word of a dictionary keyword (popular keywords more often), in English and Chinese, some of the requests
// with a search history.
import { createRandom, createZipf, type Random } from '../large-catalog/random.js';

export interface DictionaryKeyword {
  language: 'en-US' | 'zh-CN';
  keyword: string;
}

export interface SuggestBody {
  q: string;
  lang: 'en-US' | 'zh-CN';
  size: number;
  history?: string;
}

const MAX_TYPED = 6;
const HISTORY_SHARE = 0.25;
const HISTORY_TERMS = 10;
const SIZE = 10;

/** `count` request bodies from the keywords, which come most popular first. */
export function queryMix(keywords: readonly DictionaryKeyword[], count: number, seed: number): SuggestBody[] {
  const byLanguage = (['en-US', 'zh-CN'] as const).map((language) => keywords.filter((entry) => entry.language === language).map((entry) => entry.keyword));
  const pickers = byLanguage.map((list) => createZipf(list.length, 0.8));
  if (byLanguage.some((list) => list.length === 0)) throw new Error('the mix needs keywords in both languages');
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const languageIndex = index % 2;
    const lang = languageIndex === 0 ? 'en-US' : 'zh-CN';
    const list = byLanguage[languageIndex]!;
    const pick = pickers[languageIndex]!;
    const body: SuggestBody = { q: typed(list[pick(random)]!, lang, random), lang, size: SIZE };
    if (random.chance(HISTORY_SHARE)) body.history = Array.from({ length: random.between(1, HISTORY_TERMS) }, () => list[pick(random)]).join(',');
    return body;
  });
}

// English visitors start typing at a word of the keyword ("light" for LED Work Light); Chinese ones at
// its start or at its product noun (the keyword's end: 工作灯 in 防水工作灯).
function typed(keyword: string, language: SuggestBody['lang'], random: Random): string {
  const characters = [...keyword];
  const starts =
    language === 'en-US' ? [0, ...characters.flatMap((character, index) => (character === ' ' ? [index + 1] : []))] : [0, Math.max(0, characters.length - 3)];
  const start = random.pick(starts);
  const length = random.between(1, Math.min(MAX_TYPED, characters.length - start));
  const text = characters.slice(start, start + length).join('');
  return random.chance(0.5) ? text.toLowerCase() : text;
}

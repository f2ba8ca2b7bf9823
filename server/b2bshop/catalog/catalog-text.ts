import type { Language } from '../../../common/generated/types.js';
import { translated } from '../../../common/language.js';
import type { Translations } from '../../member/actions/listings/product-repository.js';

/** A stored translation map as the reply's text: the language's entry, else ZH_CN (spec §3), else empty. */
export function textIn(translations: Translations, language: Language): string {
  return translated(translations, language) ?? '';
}

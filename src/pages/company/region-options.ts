import type { Language } from '../../../common/language';
import type { SelectOption } from './form/SelectField';
import { REGION_CODES } from './region-codes';

/**
 * The countries and regions as the select offers them: each named in the page's language by the browser's own
 * data (Intl.DisplayNames), sorted by that name as the language sorts (pinyin order in zh-CN).
 */
export function regionOptions(language: Language): SelectOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return REGION_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) => collator.compare(a.label, b.label));
}

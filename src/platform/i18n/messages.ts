// Messages for code outside React (the HTTP client's fallback toast); components use react-intl's hooks.
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import type { Language } from '../language';
import { FALLBACK_LANGUAGE } from '../language';
import { enUS, type MessageId } from './en-US';
import { zhCN } from './zh-CN';

export type { MessageId };

export type MessageValues = Record<string, string | number>;

const CATALOGS: Record<Language, Record<MessageId, string>> = { 'en-US': enUS, 'zh-CN': zhCN };

export function messagesFor(language: Language): Record<MessageId, string> {
  return CATALOGS[language];
}

const cache = createIntlCache();
const intlByLanguage = new Map<Language, IntlShape>();

function intlFor(language: Language): IntlShape {
  let intl = intlByLanguage.get(language);
  if (!intl) {
    intl = createIntl({ locale: language, defaultLocale: FALLBACK_LANGUAGE, messages: messagesFor(language) }, cache);
    intlByLanguage.set(language, intl);
  }
  return intl;
}

/** The message in the language, with its {placeholders} filled from values. */
export function translate(language: Language, id: MessageId, values?: MessageValues): string {
  return intlFor(language).formatMessage({ id }, values);
}

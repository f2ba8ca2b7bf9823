// Messages for code outside React (the HTTP client's fallback toast); components use react-intl's hooks.
import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
// The catalogs of ./en-US.ts and ./zh-CN.ts as syntax trees (scripts/compile-messages.ts, run by `npm run gen`).
import enUS from '../../generated/messages/en-US.json';
import zhCN from '../../generated/messages/zh-CN.json';
import type { Language } from '../language';
import { FALLBACK_LANGUAGE } from '../language';
import type { MessageId } from './en-US';

export type { MessageId };

export type MessageValues = Record<string, string | number>;

export type CompiledMessages = Record<MessageId, MessageFormatElement[]>;

const CATALOGS = { 'en-US': enUS, 'zh-CN': zhCN } as unknown as Record<Language, CompiledMessages>;

export function messagesFor(language: Language): CompiledMessages {
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

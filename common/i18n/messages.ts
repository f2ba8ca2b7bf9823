// The message catalogs, and messages for code outside React (the HTTP client's fallback toast); components
// use react-intl's hooks. A page loads only its own language's catalog, as a hashed JSON file the browser keeps
// (loadMessages): the server's render of the home page is hydrated once it is there.
import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement } from 'react-intl';
import type { Language } from '../language';
import { FALLBACK_LANGUAGE } from '../language';
import type { MessageId } from './en-US';
import { withPortalLanguagesSupported } from './portal-languages-supported';
import enUSCatalogUrl from '../generated/messages/en-US.json?url';
import zhCNCatalogUrl from '../generated/messages/zh-CN.json?url';

export type { MessageId };

export type MessageValues = Record<string, string | number>;

export type CompiledMessages = Record<MessageId, MessageFormatElement[]>;

const catalogs = new Map<Language, CompiledMessages>();
const loading = new Map<Language, Promise<CompiledMessages>>();

// The catalogs of ./en-US/ and ./zh-CN/ as syntax trees (scripts/compile-messages.ts, run by `npm run gen`):
// data, fetched as JSON and cached for a year under their hashed names, not code to parse with the page's.
const CATALOG_URLS: Record<Language, string> = { 'en-US': enUSCatalogUrl, 'zh-CN': zhCNCatalogUrl };

async function fetchCatalog(language: Language): Promise<CompiledMessages> {
  const response = await fetch(CATALOG_URLS[language]);
  if (!response.ok) throw new Error(`the ${language} catalog answered ${response.status}`);
  return (await response.json()) as CompiledMessages;
}

export function registerMessages(language: Language, messages: CompiledMessages): void {
  catalogs.set(language, messages);
}

/**
 * Adds a lazily loaded page's own messages to the language's loaded catalog (the operator page's). In place:
 * the IntlProvider already showing this catalog finds them there.
 */
export function addMessages(language: Language, extra: Partial<CompiledMessages>): void {
  const catalog = catalogs.get(language);
  if (!catalog) throw new Error(`The ${language} messages are not loaded yet (loadMessages).`);
  Object.assign(catalog, extra);
}

/** The language's catalog if it is loaded already. */
export function loadedMessages(language: Language): CompiledMessages | undefined {
  return catalogs.get(language);
}

/** The language's catalog, loaded once. */
export function loadMessages(language: Language): Promise<CompiledMessages> {
  const loaded = catalogs.get(language);
  if (loaded) return Promise.resolve(loaded);
  let pending = loading.get(language);
  if (!pending) {
    pending = fetchCatalog(language).then((messages) => {
      registerMessages(language, messages);
      return messages;
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

export function messagesFor(language: Language): CompiledMessages {
  const messages = catalogs.get(language);
  if (!messages) throw new Error(`The ${language} messages are not loaded yet (loadMessages).`);
  return messages;
}

const cache = createIntlCache();
const intlByCatalog = new WeakMap<CompiledMessages, IntlShape>();

/** The language's formatter, for PortalIntlProvider and translate: one per loaded catalog. */
export function intlFor(language: Language): IntlShape {
  const messages = messagesFor(language);
  let intl = intlByCatalog.get(messages);
  if (!intl) {
    intl = withPortalLanguagesSupported(() => createIntl({ locale: language, defaultLocale: FALLBACK_LANGUAGE, messages }, cache));
    intlByCatalog.set(messages, intl);
  }
  return intl;
}

/** The message in the language, with its {placeholders} filled from values. */
export function translate(language: Language, id: MessageId, values?: MessageValues): string {
  return intlFor(language).formatMessage({ id }, values);
}

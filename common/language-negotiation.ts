// Issue 29: which language a visitor who names none gets — the pages without a language segment (/, the footer's
// /m/pages/… and /m/customPages/…) open in it. Both sides run it: the server redirects with it, the browser uses it
// when the app itself has to pick.
import { FALLBACK_LANGUAGE, isLanguage, type Language } from './language';

/** The cookie the visitor's last language choice is kept in (set by the browser whenever a page opens in a language). */
export const LANGUAGE_COOKIE = 'portal_lang';

/** zh, zh-CN, zh-Hans, zh-TW, zh-HK… read Chinese; any other language English. */
export function languageOfTag(tag: string): Language {
  return /^zh(?:-|$)/i.test(tag.trim()) ? 'zh-CN' : 'en-US';
}

/** The language tags of an Accept-Language header, the most wanted first (q=0 and * left out; ties keep their order). */
export function preferredTags(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .slice(0, 50)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => /^q=/i.test(parameter));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => weight > 0 && tag !== '*' && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The value of the language cookie in a Cookie header, when it names a language of the portal. */
export function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=').map((piece) => piece.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * The visitor's language: the one last chosen, else the most wanted of Accept-Language (Chinese for any zh tag,
 * English for any other), else the spec's fallback (zh-CN) for a client that says nothing.
 */
export function negotiateLanguage({ chosen, acceptLanguage }: { chosen?: Language | undefined; acceptLanguage?: string | undefined }): Language {
  if (chosen) return chosen;
  const [first] = preferredTags(acceptLanguage ?? '');
  return first === undefined ? FALLBACK_LANGUAGE : languageOfTag(first);
}

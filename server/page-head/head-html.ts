// Issue 29: a page's head as the server sends it — `lang` on the root element, its `<title>` and description in its
// language, the share-preview tags (Open Graph, Twitter card) and the other language's address (hreflang). Only the
// document's head is changed: nothing in the page's body (a server-rendered section, inlined data) is looked at.
import { translate } from '../../common/i18n/messages.js';
import { LANGUAGES, isLanguage, type Language } from '../../common/language.js';
import { documentTitleOf } from '../../common/page-titles.js';
import type { PageHead } from './page-head.js';

export interface HeadPlace {
  language: Language;
  /** The address the page was asked for, path and query as sent. */
  url: string;
  /** Scheme and host of the portal's public address, for the absolute addresses share previews need. */
  origin: string;
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const OG_LOCALES: Record<Language, string> = { 'en-US': 'en_US', 'zh-CN': 'zh_CN' };

/** The same address in `language`: the language segment of /m/{lang}/…, /{lang}/… or /b2bshop/{lang}/… swapped; none without one. */
export function inLanguage(url: string, language: Language): string | undefined {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const segments = path.split('/');
  const at = segments.findIndex((segment, index) => index <= 2 && isLanguage(segment));
  if (at < 0) return undefined;
  segments[at] = language;
  return `${segments.join('/')}${query === undefined ? '' : `?${query}`}`;
}

function absolute(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  // A protocol-relative address is another site's too.
  if (pathOrUrl.startsWith('//')) return `https:${pathOrUrl}`;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The page's title as the browser's tab and a share preview show it: its own, then the portal's name. */
export function documentTitle(head: PageHead, language: Language): string {
  return documentTitleOf(head.status === 200 ? head.title : translate(language, 'not-found.title'), translate(language, 'brand.name'));
}

/** The tags the head gets: its description, the share previews, the alternates, and robots for pages not to index. */
export function headTags(head: PageHead, { language, url, origin }: HeadPlace): string {
  const title = documentTitle(head, language);
  const description = head.description ?? translate(language, 'head.description');
  const tags: string[] = [`<meta name="description" content="${escapeAttribute(description)}" />`];
  const meta = (property: string, content: string) => tags.push(`<meta property="${property}" content="${escapeAttribute(content)}" />`);
  const named = (name: string, content: string) => tags.push(`<meta name="${name}" content="${escapeAttribute(content)}" />`);
  // Installable in its language (issue 29): the manifest names the language's home page to start at.
  tags.push(`<link rel="manifest" href="/manifest.${language}.webmanifest" />`, '<link rel="apple-touch-icon" href="/icons/icon-192.png" />');
  if (head.status !== 200 || head.personal) named('robots', 'noindex');
  if (head.status === 200) {
    meta('og:site_name', translate(language, 'brand.name'));
    meta('og:type', head.kind ?? 'website');
    meta('og:title', head.title ?? title);
    meta('og:description', description);
    meta('og:url', absolute(origin, url));
    meta('og:locale', OG_LOCALES[language]);
    for (const other of LANGUAGES) if (other !== language) meta('og:locale:alternate', OG_LOCALES[other]);
    if (head.image) meta('og:image', absolute(origin, head.image));
    named('twitter:card', head.image ? 'summary_large_image' : 'summary');
    named('twitter:title', head.title ?? title);
    named('twitter:description', description);
    if (head.image) named('twitter:image', absolute(origin, head.image));
    if (!head.personal) {
      for (const other of LANGUAGES) {
        const alternate = inLanguage(url, other);
        if (alternate) tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeAttribute(absolute(origin, alternate))}" />`);
      }
      // The home page has an address of its own for any language: / opens it in the visitor's.
      if (/^\/m\/[^/?]+\/?(\?|$)/.test(url)) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(`${origin}/`)}" />`);
    }
  }
  return tags.join('\n    ');
}

/** `html` with its head made the page's: lang, title, description and the tags of headTags. */
export function withPageHead(html: string, head: PageHead, place: HeadPlace, extraTags = ''): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  // Replacer functions: a `$&` or `$'` in a product's name is text, not a pattern of String.replace.
  const top = html
    .slice(0, end)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeAttribute(place.language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(documentTitle(head, place.language))}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, () => '');
  return `${top}  ${headTags(head, place)}${extraTags}\n  ${html.slice(end)}`;
}

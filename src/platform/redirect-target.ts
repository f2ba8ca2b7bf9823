// The custom page /customPages/redirect?url= (spec §2): where it may send the visitor. A path of the portal
// goes at once; another site only after the leave-site confirmation (spec §8); anything else — script and
// data URLs, other schemes, text that is no URL — is refused.

export type RedirectTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string; host: string }
  | { kind: 'refused'; reason: 'missing' | 'scheme' | 'malformed' };

// Browsers drop ASCII tabs and newlines anywhere in a URL and spaces/controls around it (see links.ts).
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]/g;
const WEB_SCHEMES = new Set(['http:', 'https:']);

export function redirectTargetOf(url: string | null, pageOrigin: string): RedirectTarget {
  const text = url?.replace(IGNORED_BY_BROWSERS, '') ?? '';
  if (text === '') return { kind: 'refused', reason: 'missing' };
  let parsed: URL;
  try {
    parsed = new URL(text, pageOrigin);
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }
  if (!WEB_SCHEMES.has(parsed.protocol)) return { kind: 'refused', reason: 'scheme' };
  if (parsed.origin === pageOrigin) return { kind: 'internal', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return { kind: 'external', url: parsed.href, host: parsed.host };
}

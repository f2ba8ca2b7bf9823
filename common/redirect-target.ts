// Where a URL taken from a query, storage or a server answer may send the visitor (issue 24, findings 5 and 6).
// It is resolved against the page's origin as the browser would resolve it; a page of the portal comes back as
// its normalised path, another site as its full URL (the caller decides whether to confirm or refuse), and
// anything else — script and data URLs, other schemes, control characters, text that is no URL — is refused.
// The server applies the same rule to short links (server/link/link-target.ts), so both sides agree.

export type RedirectTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string; host: string } | { kind: 'refused'; reason: 'missing' | 'scheme' | 'malformed' };

// Browsers drop tabs and newlines inside a URL ("java\nscript:" runs as "javascript:"); rather than guess what
// a browser will make of them, a URL that still holds a control character after trimming is refused.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const WEB_SCHEMES = new Set(['http:', 'https:']);

// A path of the portal is emitted as "/…", and "//host" or "/\host" there would name another site (browsers
// read "\" as "/"). "/%2F…" and "/%5C…" are refused too: no page of the portal starts with an encoded slash,
// and a proxy or a later decode could turn one into "//host".
const ANOTHER_SITE_WHEN_FOLLOWED = /^\/(?:\/|\\|%2f|%5c)/i;

/** The path, query and hash of `url` when they may be followed as a path of its own site; undefined otherwise. */
export function safePathOf(url: URL): string | undefined {
  return ANOTHER_SITE_WHEN_FOLLOWED.test(url.pathname) ? undefined : `${url.pathname}${url.search}${url.hash}`;
}

export function redirectTargetOf(url: string | null | undefined, pageOrigin: string): RedirectTarget {
  const text = url?.trim() ?? '';
  if (text === '') return { kind: 'refused', reason: 'missing' };
  if (CONTROL_CHARACTER.test(text)) return { kind: 'refused', reason: 'malformed' };
  let parsed: URL;
  let origin: string;
  try {
    origin = new URL(pageOrigin).origin;
    parsed = new URL(text, `${origin}/`);
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }
  if (!WEB_SCHEMES.has(parsed.protocol)) return { kind: 'refused', reason: 'scheme' };
  if (parsed.origin !== origin) return { kind: 'external', url: parsed.href, host: parsed.host };
  const path = safePathOf(parsed);
  return path === undefined ? { kind: 'refused', reason: 'malformed' } : { kind: 'internal', path };
}

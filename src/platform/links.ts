// Spec §2: one resolver for every link target, by redirectType.

export interface LinkTarget {
  redirectType: string;
  post?: { fullUrl: string };
  webPage?: { fullUrl: string };
  pageTheme?: { url: string };
  redirectUrl?: string;
}

// Browsers drop ASCII tabs and newlines anywhere in a URL and spaces/controls around it, so
// " java\nscript:" still runs script; compare the scheme with those removed.
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f]/g;
const SCRIPT_SCHEMES = /^(javascript|data|vbscript):/i;

function targetUrlOf(target: LinkTarget): string | undefined {
  switch (target.redirectType) {
    case 'POST':
      return target.post?.fullUrl;
    case 'WEB_PAGE':
      return target.webPage?.fullUrl;
    case 'MALL_PAGE_INDEX':
      return target.pageTheme?.url;
    case 'URL':
      return target.redirectUrl;
    default:
      // NONE or anything else gives no link.
      return undefined;
  }
}

/** The href of a link target, or undefined for no link (then the caller shows 'Coming soon'). */
export function resolveLink(target: LinkTarget): string | undefined {
  const url = targetUrlOf(target)?.trim();
  if (!url) return undefined;
  if (SCRIPT_SCHEMES.test(url.replace(IGNORED_BY_BROWSERS, ''))) return undefined;
  return url;
}

/** An absolute http(s) URL on another origin than the page (protocol-relative ones included). */
export function isExternalLink(url: string, pageOrigin: string | undefined = globalThis.location?.origin): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, pageOrigin);
  } catch {
    return false; // relative, with no page to resolve it against: not absolute, so not external
  }
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin !== pageOrigin;
}

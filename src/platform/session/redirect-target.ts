// Spec §2: after login the person returns to redirect_uri. Only a page of this site is accepted, so a
// crafted link cannot send someone who just logged in to another site (no open redirect).

/** The path (with query and hash) of `raw` when it is on `origin`; undefined for anything else. */
export function sameOriginPath(raw: string | null | undefined, origin: string = window.location.origin): string | undefined {
  if (!raw?.trim()) return undefined;
  let url: URL;
  try {
    // The URL parser treats "\" as "/", drops tabs and newlines and resolves "//host" as browsers do.
    url = new URL(raw.trim(), `${origin}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The query string of a link to one of the portal's pages: flat values, percent-encoded, in the same text
 * qs would write for them. Links are built on the first screen, where the HTTP client (and qs) is not loaded.
 */
export function linkQuery(params: Readonly<Record<string, string | number>>): string {
  return Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

// What a short link may stand for: a path of this portal, or an http(s) URL on this portal's host or on a host
// of the allow-list (SHORT_LINK_HOSTS). Never a script or data URL, never another site: a short link is shared
// under the portal's name, so it must not lead anywhere the portal does not vouch for.

export const MAX_LINK_URL_LENGTH = 2048;

/** The URL as it is kept, or undefined when it may not be shortened. */
export function linkTargetOf(accessUrl: string, portalHost: string, allowedHosts: readonly string[]): string | undefined {
  const url = accessUrl.trim();
  if (url === '' || url.length > MAX_LINK_URL_LENGTH || /[\u0000-\u001f\u007f\\]/.test(url)) return undefined;
  // A path of this portal: one slash, not two (//host is another site).
  if (url.startsWith('/')) return url.startsWith('//') ? undefined : url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  const host = parsed.host.toLowerCase();
  return host === portalHost.toLowerCase() || allowedHosts.includes(host) ? parsed.href : undefined;
}

/** SHORT_LINK_HOSTS: comma-separated host names (with a port where one is needed) a short link may lead to. */
export function readShortLinkHosts(env: NodeJS.ProcessEnv): string[] {
  return (env.SHORT_LINK_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}

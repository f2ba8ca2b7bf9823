// What a short link may stand for: a path of this portal, or an http(s) URL on the portal's public origin
// (PUBLIC_ORIGIN) or on a host of the allow-list (SHORT_LINK_HOSTS). Never a script or data URL, never another
// site: a short link is shared under the portal's name, so it must not lead anywhere the portal does not vouch
// for. Issue 24: "the portal" is configured, never the request's Host header, which the client writes.
import { safePathOf } from '../../common/redirect-target.js';
import { readPublicOrigin } from '../config/public-origin.js';

export const MAX_LINK_URL_LENGTH = 2048;

export interface ShortLinkPolicy {
  /** The portal's own origin, e.g. https://fair.example (server/config/public-origin.ts). */
  publicOrigin: string;
  /** Lower-case hosts (with a port where one is needed) a short link may lead to besides the portal. */
  allowedHosts: readonly string[];
}

/** The URL as it is kept (a path normalised, a URL as the URL parser writes it), or undefined when it may not be shortened. */
export function linkTargetOf(accessUrl: string, policy: ShortLinkPolicy): string | undefined {
  const url = accessUrl.trim();
  if (url === '' || url.length > MAX_LINK_URL_LENGTH || /[\u0000-\u001f\u007f\\]/.test(url)) return undefined;
  const kept = keptFormOf(url, policy);
  // Normalising percent-encodes, so a URL near the limit can grow past it.
  return kept !== undefined && kept.length <= MAX_LINK_URL_LENGTH ? kept : undefined;
}

function keptFormOf(url: string, policy: ShortLinkPolicy): string | undefined {
  const isPath = url.startsWith('/');
  let parsed: URL;
  try {
    // A path is resolved as a browser on the portal resolves it: "//host" lands on another origin, and
    // "/.//host" on a path that begins "//" (which safePathOf refuses).
    parsed = isPath ? new URL(url, `${policy.publicOrigin}/`) : new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.username !== '' || parsed.password !== '') return undefined;
  if (parsed.origin === policy.publicOrigin) {
    const path = safePathOf(parsed);
    return path === undefined ? undefined : isPath ? path : parsed.href;
  }
  return !isPath && policy.allowedHosts.includes(parsed.host) ? parsed.href : undefined;
}

/** SHORT_LINK_HOSTS: comma-separated host names (with a port where one is needed) a short link may lead to. */
export function readShortLinkHosts(env: NodeJS.ProcessEnv): string[] {
  return (env.SHORT_LINK_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}

/** PUBLIC_ORIGIN and SHORT_LINK_HOSTS; a bad PUBLIC_ORIGIN stops the start. */
export function readShortLinkPolicy(env: NodeJS.ProcessEnv): ShortLinkPolicy {
  return { publicOrigin: readPublicOrigin(env), allowedHosts: readShortLinkHosts(env) };
}

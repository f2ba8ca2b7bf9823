// Issue 24, finding 5: the portal's own origin as people reach it (scheme, host, port), for deciding what is a
// page of the portal. It is configured, never taken from a request: the Host header is the client's to write.
// PUBLIC_ORIGIN: an http(s) origin such as https://fair.example; by default the address the server listens on.
import { reachableHost } from './server-env.js';

/** The origin `text` names (an optional trailing "/" allowed); undefined for a path, query, credentials or another scheme. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    const plainHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/.test(url.host);
    const webScheme = url.protocol === 'https:' || url.protocol === 'http:';
    // Nothing after the origin: no credentials, path, query or fragment.
    const originOnly = url.href === `${url.origin}/`;
    return webScheme && plainHost && originOnly ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The listen address (server-env.ts: HOST 127.0.0.1, PORT 8080 by default) as an origin a browser can open. */
function listenOrigin(env: NodeJS.ProcessEnv): string {
  return `http://${reachableHost(env.HOST || '127.0.0.1')}:${env.PORT || 8080}`;
}

/** PUBLIC_ORIGIN, or the listen address when it is unset or blank; a value that is not an http(s) origin stops the start. */
export function readPublicOrigin(env: NodeJS.ProcessEnv): string {
  const setting = env.PUBLIC_ORIGIN?.trim() || undefined;
  const origin = originOf(setting ?? listenOrigin(env));
  if (origin !== undefined) return origin;
  if (setting !== undefined) throw new Error(`PUBLIC_ORIGIN: "${setting}" is not an http(s) origin such as https://fair.example`);
  throw new Error(`PUBLIC_ORIGIN is unset and HOST/PORT ("${env.HOST}", "${env.PORT}") make no origin; set PUBLIC_ORIGIN`);
}

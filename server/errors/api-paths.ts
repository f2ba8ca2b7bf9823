import type { FastifyRequest } from 'fastify';

// API areas live under /api, /public/api and /{area}/api (spec §7: /b2bshop/api, /member/api, /{subsite}/api),
// plus the notification socket and the health check. Everything else is a page of the single-page app.
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  const [first, second] = path.split('/').filter(Boolean);
  return first === 'api' || second === 'api' || first === 'websocket' || first === 'healthz';
}

/**
 * Whether the request is for the API, read from the route it matched rather than the raw URL: the router decodes
 * the path, so `/%61pi/reports` reaches the `/api/reports` route, and a check of the raw URL would let it past the
 * API's rate limits. A request that matched no route is read from its decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  // The static files' catch-all (`/*`) matches any path, /api/<unknown> included: read those by their path.
  return isApiPath(route === undefined || route.includes('*') ? decodedPath(request.url) : route);
}

function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    // Not decodable: no route has such a path; as it stands.
    return path;
  }
}

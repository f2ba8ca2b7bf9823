// API areas live under /api, /public/api and /{area}/api (spec §7: /b2bshop/api, /member/api, /{subsite}/api),
// plus the notification socket and the health check. Everything else is a page of the single-page app.
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  const [first, second] = path.split('/').filter(Boolean);
  return first === 'api' || second === 'api' || first === 'websocket' || first === 'healthz';
}

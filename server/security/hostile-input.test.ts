import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, type TestLogin } from '../auth/testing/login.js';
import { testDatabases } from '../db/testing/databases.js';
import { isApiPath } from '../errors/api-paths.js';
import { openTestApp, type TestApp } from '../testing/app.js';
import { hostileRequestsFor } from './testing/hostile-requests.js';

// Every route the app registered (Fastify's own route table, so a new route is covered without editing this),
// every path parameter, query field and body field, each hostile value, as a visitor and as each kind of account:
// never a 5xx, an API's refusal always in the spec's shape, and the server healthy after it all.
const VIEWERS = ['visitor', 'buyer@demo.fair', 'seller@demo.fair', 'employee@demo.fair'] as const;
/**
 * A test for each viewer and part of the paths (their first segment; the parts with fewer routes together): about
 * 11,500 requests in all, a few hundred a test.
 */
const PARTS = ['/api', '/b2bshop', '/member', '/work'] as const;
const THE_REST = 'the other paths';
const partOf = (url: string) => PARTS.find((part) => url.startsWith(`${part}/`)) ?? THE_REST;
// The session's end is a route like any other; it is walked, but last, and the viewer logs in again after it.
const ENDS_THE_SESSION = /logout/;

describe.each(testDatabases.filter((kind) => kind.name === 'PGlite'))('hostile input on every route ($name)', (kind) => {
  let portal: TestApp;
  let tried = 0;
  beforeAll(async () => {
    // One client sends every request: the API's per-client budget would answer 429 before the routes were reached.
    vi.stubEnv('RATE_LIMIT_MAX', String(Number.MAX_SAFE_INTEGER));
    portal = await openTestApp(kind);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await portal?.close();
  });

  describe.each(VIEWERS)('as %s', (viewer) => {
    it.each([...PARTS, THE_REST])('answers every hostile request to %s with a 4xx in the spec shape (or a success), never a 5xx', async (part) => {
      const routes = portal.app.routeTable
        .filter((route) => partOf(route.url) === part)
        .sort((a, b) => Number(ENDS_THE_SESSION.test(a.url)) - Number(ENDS_THE_SESSION.test(b.url)));
      expect(routes.length).toBeGreaterThan(0);
      const failures: string[] = [];
      let login: TestLogin | undefined = viewer === 'visitor' ? undefined : await loginAs(portal.app, viewer);
      for (const route of routes) {
        for (const request of hostileRequestsFor(route, sharedSchemaResolver(portal.app))) {
          tried += 1;
          const response = await portal.app.inject({
            method: request.method,
            url: request.url,
            headers: { ...login?.headers, ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(request.payload !== undefined ? { payload: JSON.stringify(request.payload) } : {}),
          });
          const where = `${viewer} ${request.method} ${route.url} (${request.what}): ${response.statusCode}`;
          if (response.statusCode >= 500) failures.push(`${where} ${response.body.slice(0, 200)}`);
          else if (request.mustRefuse && response.statusCode < 400) failures.push(`${where}: accepted`);
          else if (response.statusCode >= 400 && isApiPath(route.url) && !hasErrorList(response.body)) failures.push(`${where}: no errorList`);
        }
        if (login && ENDS_THE_SESSION.test(route.url)) login = await loginAs(portal.app, viewer);
      }
      if (failures.length > 0) console.log(failures.join('\n'));
      expect(failures.slice(0, 20)).toEqual([]);
    });
  });

  it('stays healthy after it all', async () => {
    console.log(`hostile input: ${tried} requests to ${portal.app.routeTable.length} routes as ${VIEWERS.length} viewers`);
    expect(tried).toBeGreaterThan(0);
    expect((await portal.app.inject('/healthz')).statusCode).toBe(200);
  });
});

/** `file.schema.json#/pointer` (or `../file.schema.json#…`) in the app's shared schemas. */
function sharedSchemaResolver(app: FastifyInstance) {
  const schemas = Object.values(app.getSchemas()) as Array<Record<string, unknown>>;
  return (ref: string): Record<string, unknown> | undefined => {
    const [file = '', pointer = ''] = ref.split('#');
    const name = file.split('/').pop() ?? '';
    const schema = schemas.find((candidate) => typeof candidate.$id === 'string' && candidate.$id.split('/').pop() === name);
    return pointer
      .split('/')
      .filter(Boolean)
      .reduce<Record<string, unknown> | undefined>((node, key) => node?.[key] as Record<string, unknown> | undefined, schema);
  };
}

function hasErrorList(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { errorList?: unknown };
    return Array.isArray(parsed.errorList) && parsed.errorList.length > 0;
  } catch {
    return false;
  }
}

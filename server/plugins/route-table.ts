import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One route as registered: what the hostile-input suite walks, so a new route is covered without editing it. */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, in order (HEAD routes Fastify adds for GET ones left out). */
    routeTable: readonly RouteEntry[];
  }
}

/** Records the routes registered after it; register it before any route. */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' && route.url !== undefined && methods.length === 1 && routes.some((r) => r.url === route.url && r.method === 'GET')) continue;
      routes.push({ method, url: route.url ?? route.path, schema: route.schema });
    }
  });
}

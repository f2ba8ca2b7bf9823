import type { FastifyInstance } from 'fastify';

// The areas whose answers are one person's: their account, company, follows, inquiries, notifications, IM, the
// operator tools. A shared cache (a proxy, a CDN) must never keep them, nor the browser's disk.
const PERSONAL_AREAS = /^\/(?:member|seller|group|work)\/api\/|^\/api\/auth\/|^\/public\/api\/(?:o2oOverseaBuyer|imIntegration)\//;

/** Personal answers go with `cache-control: private, no-store` unless their route chose a cache-control itself. */
export function registerPersonalNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (route !== undefined && PERSONAL_AREAS.test(route) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });
}

// Issue 30: what clears the pages kept for visitors — a change of what they see, made through the operators' API on
// this instance (cleared before the answer goes out, so the operator's next look shows it) or, through the bus,
// on another.
import type { FastifyInstance } from 'fastify';
import type { ContentChange, NotificationBus } from '../../bus/notification-bus.js';
import type { RenderedPageCache } from './rendered-page-cache.js';

/** The operators' routes that change a live configuration: a publish, a rollback, a schedule. */
const LIVE_CONFIG_ROUTES = new Set([
  '/work/api/pageConfigs/:page/drafts/:id/publish',
  '/work/api/pageConfigs/:page/rollback',
  '/work/api/pageConfigs/:page/schedules',
]);
/** The operators' announcement routes: a write to any of them changes what the carousel may show. */
const ANNOUNCEMENT_ROUTES = /^\/work\/api\/announcements(\/|$)/;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function changeOf(method: string, route: string | undefined, status: number): ContentChange | undefined {
  if (READS.has(method) || route === undefined || status < 200 || status >= 300) return undefined;
  if (LIVE_CONFIG_ROUTES.has(route)) return { contentChanged: 'pageConfig' };
  return ANNOUNCEMENT_ROUTES.test(route) ? { contentChanged: 'announcement' } : undefined;
}

/** Clears `cache` on every change answered by this app, and on every change another instance reports on the bus. */
export function clearOnContentChanges(app: FastifyInstance, bus: NotificationBus, cache: RenderedPageCache): void {
  const unsubscribe = bus.subscribeContentChanges(() => cache.clear());
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onSend', async (request, reply, payload) => {
    const change = changeOf(request.method, request.routeOptions.url, reply.statusCode);
    if (change === undefined) return payload;
    cache.clear();
    // The other instances' pages: without a broker they live out their maximum age (README).
    await bus.publishContentChange(change).catch((error: unknown) => request.log.warn({ err: error }, 'the other instances were not told of a content change'));
    return payload;
  });
}

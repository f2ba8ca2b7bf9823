import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connection.js';
import { operatorAnnouncementRoutes } from '../b2bshop/announcements/operator-routes.js';
import { operatorInvitationRoutes } from '../news/invitation-operator-routes.js';
import { operatorNewsRoutes } from '../news/operator-routes.js';
import { operatorPageConfigRoutes } from '../page-configs/operator/routes.js';
import type { PageConfigStores } from '../page-configs/stores.js';

/** The operators' API (/work/api/…, employees only): running the pages' configurations, announcements, news and press invitations. */
export function operatorRoutes(db: Database, pageConfigStores: PageConfigStores): FastifyPluginAsync {
  return async (app) => {
    await app.register(operatorPageConfigRoutes(db, pageConfigStores));
    await app.register(operatorNewsRoutes(db));
    await app.register(operatorAnnouncementRoutes(db));
    await app.register(operatorInvitationRoutes(db));
  };
}

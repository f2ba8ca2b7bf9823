import type { FastifyPluginAsync } from 'fastify';
import { createAccountRepository } from '../auth/account-repository.js';
import type { HotlineNumbers } from '../config/hotline.js';
import type { NotificationBus } from '../bus/notification-bus.js';
import type { Database } from '../db/connection.js';
import { createSensitiveWordRepository } from '../sensitive-words/repository.js';
import { createSensitiveContentGuard } from '../sensitive-words/sensitive-content-guard.js';
import { createNotificationRepository } from './repository.js';
import { notificationBroadcastRoutes } from './broadcast-routes.js';
import { notificationSelfRoutes } from './self-routes.js';
import { notificationSendRoutes } from './send-routes.js';

/** The message centre's notifications (spec §3, §7): the viewer's own, sending them, and the operators' notices to many. */
export function notificationRoutes(db: Database, bus: NotificationBus, hotline: HotlineNumbers): FastifyPluginAsync {
  return async (app) => {
    await app.register(notificationSelfRoutes(createNotificationRepository(db), bus));
    const refuseSensitiveContent = createSensitiveContentGuard(createSensitiveWordRepository(db), hotline);
    await app.register(notificationSendRoutes({ db, bus, accounts: createAccountRepository(db), refuseSensitiveContent }));
    await app.register(notificationBroadcastRoutes(db, bus, refuseSensitiveContent));
  };
}

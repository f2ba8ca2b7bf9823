import type { FastifyPluginAsync } from 'fastify';
import type { HotlineNumbers } from '../../config/hotline.js';
import type { Database } from '../../db/connection.js';
import { createExhibitorNotifier } from '../../notifications/notify-exhibitor.js';
import { createSensitiveWordRepository } from '../../sensitive-words/repository.js';
import { createSensitiveContentGuard } from '../../sensitive-words/sensitive-content-guard.js';
import { businessCardRoutes } from './business-cards/routes.js';
import { createBusinessCardRepository } from './business-cards/repository.js';
import { followRoutes } from './follows/routes.js';
import { createFollowRepository } from './follows/repository.js';
import { inquiryRoutes } from './inquiries/routes.js';
import { createInquiryRepository } from './inquiries/repository.js';
import { createBlacklistRepository } from './listings/blacklist-repository.js';
import { createExhibitorRepository } from './listings/exhibitor-repository.js';
import { createLiveRepository } from './listings/live-repository.js';
import { createProductRepository } from './listings/product-repository.js';
import { liveAppointmentRoutes } from './live-appointments/routes.js';
import { createLiveAppointmentRepository } from './live-appointments/repository.js';
import { sourcingRequestRoutes } from './sourcing-requests/routes.js';
import { createSourcingRequestRepository } from './sourcing-requests/repository.js';

/** The buyer-only actions under /member/api (spec §5, §6): each route checks the role on the server. */
export function buyerActionRoutes(db: Database, hotline: HotlineNumbers): FastifyPluginAsync {
  return async (app) => {
    const products = createProductRepository(db);
    const exhibitors = createExhibitorRepository(db);
    const refuseSensitiveContent = createSensitiveContentGuard(createSensitiveWordRepository(db), hotline);
    // Inquiries and business cards notify the exhibitor's accounts (issue 6).
    const notifyExhibitor = createExhibitorNotifier(db, app.notificationBus);
    await app.register(followRoutes(createFollowRepository(db), { products, exhibitors, blacklists: createBlacklistRepository(db) }));
    await app.register(businessCardRoutes(createBusinessCardRepository(db), exhibitors, refuseSensitiveContent, notifyExhibitor));
    await app.register(liveAppointmentRoutes(createLiveAppointmentRepository(db), createLiveRepository(db)));
    await app.register(inquiryRoutes(createInquiryRepository(db), { exhibitors, products }, refuseSensitiveContent, notifyExhibitor));
    await app.register(sourcingRequestRoutes(createSourcingRequestRepository(db), refuseSensitiveContent));
  };
}

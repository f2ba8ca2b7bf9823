import type { FastifyPluginAsync } from 'fastify';
import type { HotlineNumbers } from '../../config/hotline.js';
import type { Database } from '../../db/connection.js';
import { createExhibitorNotifier } from '../../notifications/notify-exhibitor.js';
import { createSensitiveWordRepository } from '../../sensitive-words/repository.js';
import { createSensitiveContentGuard } from '../../sensitive-words/sensitive-content-guard.js';
import { createLiveReader } from '../../b2bshop/lives/repository.js';
import { businessCardRoutes } from './business-cards/routes.js';
import { createBusinessCardRepository } from './business-cards/repository.js';
import { businessCardSelfRoute } from './business-cards/self-route.js';
import { followRoutes } from './follows/routes.js';
import { createFollowRepository } from './follows/repository.js';
import { inquiryRoutes } from './inquiries/routes.js';
import { createInquiryRepository } from './inquiries/repository.js';
import { inquirySelfRoute } from './inquiries/self-route.js';
import { createBlacklistRepository } from './listings/blacklist-repository.js';
import { createExhibitorRepository } from './listings/exhibitor-repository.js';
import { createProductRepository } from './listings/product-repository.js';
import { liveAppointmentRoutes } from './live-appointments/routes.js';
import { createLiveAppointmentRepository } from './live-appointments/repository.js';
import { liveAppointmentSelfRoute } from './live-appointments/self-route.js';
import { sourcingRequestRoutes } from './sourcing-requests/routes.js';
import { createSourcingRequestRepository } from './sourcing-requests/repository.js';
import { sourcingRequestSelfRoute } from './sourcing-requests/self-route.js';

/**
 * The buyer-only actions under /member/api (spec §5, §6), and the lists of them the personal centre reads back
 * (issue 25): each route checks the role on the server. Bookings follow the lives' states at `now`.
 */
export function buyerActionRoutes(db: Database, hotline: HotlineNumbers, now: () => Date = () => new Date()): FastifyPluginAsync {
  return async (app) => {
    const products = createProductRepository(db);
    const exhibitors = createExhibitorRepository(db);
    const refuseSensitiveContent = createSensitiveContentGuard(createSensitiveWordRepository(db), hotline);
    // Inquiries and business cards notify the exhibitor's accounts (issue 6).
    const notifyExhibitor = createExhibitorNotifier(db, app.notificationBus);
    await app.register(followRoutes(createFollowRepository(db), { products, exhibitors, blacklists: createBlacklistRepository(db) }));
    const cards = createBusinessCardRepository(db);
    await app.register(businessCardRoutes(cards, exhibitors, refuseSensitiveContent, notifyExhibitor));
    await app.register(businessCardSelfRoute(cards));
    const appointments = createLiveAppointmentRepository(db);
    await app.register(liveAppointmentRoutes(appointments, createLiveReader(db), now));
    await app.register(liveAppointmentSelfRoute(appointments, now));
    const inquiries = createInquiryRepository(db);
    await app.register(inquiryRoutes(inquiries, { exhibitors, products }, refuseSensitiveContent, notifyExhibitor));
    await app.register(inquirySelfRoute(inquiries));
    const sourcingRequests = createSourcingRequestRepository(db);
    await app.register(sourcingRequestRoutes(sourcingRequests, refuseSensitiveContent));
    await app.register(sourcingRequestSelfRoute(sourcingRequests));
  };
}

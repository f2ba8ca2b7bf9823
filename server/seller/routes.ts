import type { FastifyPluginAsync } from 'fastify';
import type { SellerCompanyList } from '../../common/generated/types.js';
import { replying } from '../http/error-responses.js';
import { companiesOf, sellerOnly } from './require-seller.js';
import type { NotificationBus } from '../bus/notification-bus.js';
import type { Database } from '../db/connection.js';
import type { SensitiveContentGuard } from '../sensitive-words/sensitive-content-guard.js';
import { sellerInquiryRoutes } from './inquiries/routes.js';
import { sellerLiveRoutes } from './lives/routes.js';
import { sellerProductRoutes } from './products/routes.js';
import { sellerShopRoutes } from './shop/routes.js';
import { notifyBuyer } from '../notifications/notify-buyer.js';
import { receivedCardRoute } from './business-cards/received-route.js';
import { createReceivedCardRepository } from './business-cards/repository.js';

/** The seller's own calls under /seller/api: the business cards buyers sent (issue 25), the inquiries inbox, the business cards sent back, the live sessions, the shop and its products, and the companies a group acts for (issue 28). */
export function sellerRoutes(
  db: Database,
  bus: NotificationBus,
  refuseSensitiveContent: SensitiveContentGuard,
  now: () => Date = () => new Date(),
): FastifyPluginAsync {
  return async (app) => {
    await app.register(
      receivedCardRoute(createReceivedCardRepository(db), (request, notice) => notifyBuyer(db, bus, request, { kind: 'cardReturned', ...notice })),
    );
    await app.register(sellerInquiryRoutes(db, bus, refuseSensitiveContent));
    await app.register(sellerLiveRoutes(db, now));
    await app.register(sellerShopRoutes(db, refuseSensitiveContent));
    await app.register(sellerProductRoutes(db, refuseSensitiveContent));
    await app.register(async (companies) => {
      companies.addHook('preValidation', sellerOnly('seller.error.notSeller'));
      companies.get(
        '/seller/api/companies',
        { schema: { response: replying('seller/seller-company-list.schema.json#') } },
        async (request): Promise<SellerCompanyList> => ({ companies: await companiesOf(db, request) }),
      );
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connection.js';
import { receivedCardRoute } from './business-cards/received-route.js';
import { createReceivedCardRepository } from './business-cards/repository.js';

/** The seller's own calls under /seller/api (issue 25: the business cards buyers sent). */
export function sellerRoutes(db: Database): FastifyPluginAsync {
  return async (app) => {
    await app.register(receivedCardRoute(createReceivedCardRepository(db)));
  };
}

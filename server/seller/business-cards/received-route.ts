import type { FastifyPluginAsync } from 'fastify';
import type { ReceivedBusinessCardList } from '../../../common/generated/types.js';
import { viewerOf } from '../../auth/viewer.js';
import { replying } from '../../http/error-responses.js';
import { requireSeller } from '../require-seller.js';
import type { ReceivedCardRepository } from './repository.js';

const schema = { response: replying('buyer/received-business-card-list.schema.json#') };

/**
 * GET /seller/api/businessCards/received: the buyers who sent their card to the seller's company (the seller's
 * business-card management, /m/seller/memberselffollowingmemberseller/index). Sellers only.
 */
export function receivedCardRoute(cards: ReceivedCardRepository): FastifyPluginAsync {
  return async (app) => {
    app.get('/seller/api/businessCards/received', { schema, preValidation: requireSeller }, async (request): Promise<ReceivedBusinessCardList> => {
      const { siteTraderId } = viewerOf(request);
      return siteTraderId === null ? [] : cards.listFor(siteTraderId);
    });
  };
}

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ReceivedBusinessCard, ReceivedBusinessCardList } from '../../../common/generated/types.js';
import { messageFor, viewerOf } from '../../auth/viewer.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { replying } from '../../http/error-responses.js';
import { requireSeller } from '../require-seller.js';
import type { ReceivedCardRepository } from './repository.js';

const schema = { response: replying('buyer/received-business-card-list.schema.json#') };

/**
 * GET /seller/api/businessCards/received: the buyers who sent their card to the seller's company (the seller's
 * business-card management, /m/seller/memberselffollowingmemberseller/index). Sellers only.
 */
export function receivedCardRoute(cards: ReceivedCardRepository, returnCard: CardReturnNotifier): FastifyPluginAsync {
  return async (app) => {
    app.get('/seller/api/businessCards/received', { schema, preValidation: requireSeller }, async (request): Promise<ReceivedBusinessCardList> => {
      const { siteTraderId } = viewerOf(request);
      return siteTraderId === null ? [] : cards.listFor(siteTraderId);
    });

    // Issue 28: the exhibitor exchanges its card back; the buyer is notified the first time (a second is no change).
    app.post<{ Params: { buyerId: string } }>(
      '/seller/api/businessCards/received/:buyerId/return',
      {
        schema: {
          params: { type: 'object', properties: { buyerId: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['buyerId'] },
          response: replying('buyer/received-business-card.schema.json#'),
        },
        preValidation: requireSeller,
      },
      async (request): Promise<ReceivedBusinessCard> => {
        const { siteTraderId, accountId } = viewerOf(request);
        const notFound = () => new ApiError(404, ErrorCode.notFound, messageFor(request, 'seller.error.cardNotFound'));
        if (siteTraderId === null) throw notFound();
        const before = await cards.findFor(siteTraderId, request.params.buyerId);
        if (!before) throw notFound();
        await cards.markReturned(siteTraderId, before.buyerId, accountId);
        if (before.returnedAt === null) await returnCard(request, { siteTraderId, buyerAccountId: before.buyerId });
        return (await cards.findFor(siteTraderId, before.buyerId)) as ReceivedBusinessCard;
      },
    );
  };
}

/** Tells the buyer the exhibitor sent its card back; a failure is logged, never the seller's action's. */
export type CardReturnNotifier = (request: FastifyRequest, notice: { siteTraderId: string; buyerAccountId: string }) => Promise<void>;

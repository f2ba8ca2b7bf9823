import type { FastifyPluginAsync } from 'fastify';
import { requireBuyer, viewerOf } from '../../../auth/viewer.js';
import { ApiError } from '../../../errors/api-error.js';
import { ErrorCode } from '../../../errors/error-codes.js';
import { errorResponses } from '../../../http/error-responses.js';
import type { ExhibitorNotifier } from '../../../notifications/notify-exhibitor.js';
import type { SensitiveContentGuard } from '../../../sensitive-words/sensitive-content-guard.js';
import { ACTION_BODY_LIMIT_BYTES, entityId } from '../action-schemas.js';
import type { ExhibitorRepository } from '../listings/exhibitor-repository.js';
import type { BusinessCardRepository } from './repository.js';

/** The longest message a card may carry. */
export const BUSINESS_CARD_MESSAGE_MAX_LENGTH = 500;

interface ExchangeBody {
  siteTraderId: string;
  message?: string;
}

const schema = {
  body: {
    type: 'object',
    properties: { siteTraderId: entityId, message: { type: 'string', maxLength: BUSINESS_CARD_MESSAGE_MAX_LENGTH } },
    required: ['siteTraderId'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: { siteTraderId: entityId, exchanged: { type: 'boolean' } },
      required: ['siteTraderId', 'exchanged'],
    },
    ...errorResponses,
  },
};

/**
 * Spec §4/§5: Exchange → Exchanged, for buyers only; the message is checked for sensitive words. The
 * exhibitor's accounts are notified of a card's first exchange.
 */
export function businessCardRoutes(
  cards: BusinessCardRepository,
  exhibitors: ExhibitorRepository,
  refuseSensitiveContent: SensitiveContentGuard,
  notifyExhibitor: ExhibitorNotifier,
): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: ExchangeBody }>(
      '/member/api/businessCards/exchanges',
      { schema, preValidation: requireBuyer('businessCard'), bodyLimit: ACTION_BODY_LIMIT_BYTES },
      async (request) => {
        const viewer = viewerOf(request);
        const { siteTraderId, message } = request.body;
        if (!(await exhibitors.isExhibitor(siteTraderId))) throw new ApiError(404, ErrorCode.notFound, `No exhibitor "${siteTraderId}".`);
        await refuseSensitiveContent(request, { message });
        const text = message?.trim();
        const first = await cards.exchange({ accountId: viewer.accountId, siteTraderId, ...(text ? { message: text } : {}) });
        if (first) await notifyExhibitor(request, { kind: 'businessCard', siteTraderId, buyerAccountId: viewer.accountId, ...(text ? { text } : {}) });
        return { siteTraderId, exchanged: true };
      },
    );
  };
}

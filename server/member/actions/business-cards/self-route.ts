import type { FastifyPluginAsync } from 'fastify';
import type { BusinessCardExchangeList, Language } from '../../../../common/generated/types.js';
import { requireBuyer, viewerOf } from '../../../auth/viewer.js';
import { languageQuery } from '../../../b2bshop/catalog/catalog-schemas.js';
import { replying } from '../../../http/error-responses.js';
import { requiredExhibitorRef } from '../listings/exhibitor-ref.js';
import type { BusinessCardRepository } from './repository.js';

const schema = {
  querystring: { type: 'object', properties: { lang: languageQuery } },
  response: replying('buyer/business-card-exchange-list.schema.json#'),
};

/**
 * GET /member/api/businessCards/exchanges/self?lang=: the exhibitors the buyer exchanged cards with (personal
 * centre, business-card management), and the Exchange buttons' state after a reload.
 */
export function businessCardSelfRoute(cards: BusinessCardRepository): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: { lang: Language } }>(
      '/member/api/businessCards/exchanges/self',
      { schema, preValidation: requireBuyer('businessCard') },
      async (request): Promise<BusinessCardExchangeList> => {
        const rows = await cards.listOf(viewerOf(request).accountId);
        return rows.map((row) => ({
          exhibitor: requiredExhibitorRef(row, request.query.lang),
          booth: row.booth,
          message: row.message,
          exchangedAt: row.exchanged_at,
          ...(row.returned_at === null
            ? {}
            : { returnedCard: { name: row.returned_name ?? '', email: row.returned_email, phone: row.returned_phone, returnedAt: row.returned_at } }),
        }));
      },
    );
  };
}

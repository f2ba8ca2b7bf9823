import type { FastifyPluginAsync } from 'fastify';
import { requireBuyer, viewerOf } from '../../../auth/viewer.js';
import { errorResponses } from '../../../http/error-responses.js';
import type { SensitiveContentGuard } from '../../../sensitive-words/sensitive-content-guard.js';
import { ACTION_BODY_LIMIT_BYTES, entityId, writtenText } from '../action-schemas.js';
import type { SourcingRequestRepository } from './repository.js';

export const SOURCING_PRODUCT_NAME_MAX_LENGTH = 200;
export const SOURCING_DESCRIPTION_MAX_LENGTH = 2000;
/** The largest quantity the database's integer column holds. */
export const SOURCING_QUANTITY_MAX = 2_147_483_647;

interface SourcingRequestBody {
  productName: string;
  quantity: number;
  description: string;
}

const schema = {
  body: {
    type: 'object',
    properties: {
      productName: writtenText(SOURCING_PRODUCT_NAME_MAX_LENGTH),
      quantity: { type: 'integer', minimum: 1, maximum: SOURCING_QUANTITY_MAX },
      description: writtenText(SOURCING_DESCRIPTION_MAX_LENGTH),
    },
    required: ['productName', 'quantity', 'description'],
    additionalProperties: false,
  },
  response: { 201: { type: 'object', properties: { id: entityId }, required: ['id'] }, ...errorResponses },
};

/**
 * Spec §5: posting a sourcing request needs a logged-in buyer (MEMBER or BUYER) with completed company
 * information; the product name and description are checked for sensitive words.
 */
export function sourcingRequestRoutes(requests: SourcingRequestRepository, refuseSensitiveContent: SensitiveContentGuard): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: SourcingRequestBody }>(
      '/member/api/sourcingRequests',
      { schema, preValidation: requireBuyer('submitRequest', { needsCompany: true }), bodyLimit: ACTION_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { productName, quantity, description } = request.body;
        await refuseSensitiveContent(request, { productName, description });
        const { siteTraderId } = viewer;
        if (siteTraderId === null) throw new Error('requireBuyer with needsCompany let a buyer without company information through.');
        const id = await requests.create({
          accountId: viewer.accountId,
          siteTraderId,
          productName: productName.trim(),
          quantity,
          description: description.trim(),
        });
        return reply.code(201).send({ id });
      },
    );
  };
}

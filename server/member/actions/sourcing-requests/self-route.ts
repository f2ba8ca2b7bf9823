import type { FastifyPluginAsync } from 'fastify';
import type { SourcingRequestList } from '../../../../common/generated/types.js';
import { requireBuyer, viewerOf } from '../../../auth/viewer.js';
import { replying } from '../../../http/error-responses.js';
import type { SourcingRequestRepository } from './repository.js';

const schema = { response: replying('buyer/sourcing-request-list.schema.json#') };

/**
 * GET /member/api/sourcingRequests/self: the buyer's sourcing requests (the rfq list, personal centre). A buyer
 * without company information has none yet, so the list needs no company (posting one does).
 */
export function sourcingRequestSelfRoute(requests: SourcingRequestRepository): FastifyPluginAsync {
  return async (app) => {
    app.get('/member/api/sourcingRequests/self', { schema, preValidation: requireBuyer('submitRequest') }, async (request): Promise<SourcingRequestList> =>
      requests.listOf(viewerOf(request).accountId),
    );
  };
}

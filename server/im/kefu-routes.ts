import type { FastifyPluginAsync } from 'fastify';
import type { KefuExchangeReply } from '../../common/generated/types.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { errorResponses } from '../http/error-responses.js';
import type { ImRepository } from './repository.js';

const schema = {
  body: {
    type: 'object',
    properties: { memberId: { type: 'string', minLength: 1, maxLength: 64 } },
    required: ['memberId'],
    additionalProperties: false,
  },
  response: { 200: { $ref: 'im/kefu-exchange-reply.schema.json#' }, ...errorResponses },
};

const KEFU_BODY_LIMIT_BYTES = 1024;

/**
 * POST /public/api/imIntegration/postTiMexchangeImUser { memberId } (spec §7, the kefu host's call): the
 * imUserId of the customer service for that member. This server answers it as the default kefu host, with
 * the one configured customer-service account (KEFU_ACCOUNT) for every member; it does not look the member
 * up, so the public call tells nobody which member ids exist.
 */
export function kefuRoutes(repository: ImRepository, kefuAccount: string): FastifyPluginAsync {
  return async (app) => {
    app.post('/public/api/imIntegration/postTiMexchangeImUser', { schema, bodyLimit: KEFU_BODY_LIMIT_BYTES }, async (): Promise<KefuExchangeReply> => {
      const imUserId = await repository.findActiveAccountIdByEmail(kefuAccount);
      if (imUserId === undefined) throw new ApiError(503, ErrorCode.kefuUnavailable, 'The customer service is not available.');
      return { imUserId };
    });
  };
}

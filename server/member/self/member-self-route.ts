import type { FastifyPluginAsync } from 'fastify';
import type { Member } from '../../../common/generated/types.js';
import type { AuthContext } from '../../auth/auth-context.js';
import { messageFor, sessionViewerOf } from '../../auth/viewer.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { errorResponses } from '../../http/error-responses.js';

const schema = {
  querystring: { type: 'object', properties: { _t: { type: 'string', maxLength: 32 } }, additionalProperties: true },
  response: { 200: { $ref: 'auth/member.schema.json#' }, ...errorResponses },
};

/**
 * GET /member/api/members/self: spec §3 member. 404 E214009004 while there is no member record (a buyer
 * who has not agreed to the terms); 401 E201033009 once the session is revoked or the account disabled.
 */
export function memberSelfRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/member/api/members/self', { schema }, async (request): Promise<Member> => {
      const viewer = sessionViewerOf(request);
      const member = await context.accounts.findMember(viewer.accountId);
      if (!member) throw new ApiError(404, ErrorCode.memberNotFound, messageFor(request, 'auth.error.memberNotFound'));
      return {
        id: member.id,
        name: member.name,
        udfs: {
          // Spec §3: a member without a buyer type of its own is labelled 'Domestic purchaser'.
          buyerType: member.buyerType ?? messageFor(request, 'member.defaultBuyerType'),
          whetherToViewAllExhibits: member.viewAllExhibits,
        },
      };
    });
  };
}

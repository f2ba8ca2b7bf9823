import type { FastifyPluginAsync } from 'fastify';
import type { PortalUser } from '../../../common/generated/types.js';
import type { AuthContext } from '../../auth/auth-context.js';
import { messageFor, sessionViewerOf } from '../../auth/viewer.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { errorResponses } from '../../http/error-responses.js';

const schema = { response: { 200: { $ref: 'auth/user.schema.json#' }, ...errorResponses } };

/** GET /member/api/users/self: the logged-in account itself. */
export function userSelfRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/member/api/users/self', { schema }, async (request): Promise<PortalUser> => {
      const viewer = sessionViewerOf(request);
      const account = await context.accounts.findById(viewer.accountId);
      if (!account) throw new ApiError(401, ErrorCode.sessionRevoked, messageFor(request, 'auth.error.sessionEnded'));
      return {
        id: account.id,
        email: account.email,
        phone: account.phone,
        userType: account.userType,
        language: account.language,
        termsAgreed: account.termsAgreed,
        mediaMember: account.mediaMember,
      };
    });
  };
}

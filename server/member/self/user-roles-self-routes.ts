import type { FastifyPluginAsync } from 'fastify';
import type { UserRoles } from '../../../common/generated/types.js';
import type { AuthContext } from '../../auth/auth-context.js';
import { BACK_OFFICE_OF, SUBSITES } from '../../auth/back-offices.js';
import { sessionViewerOf } from '../../auth/viewer.js';
import { errorResponses } from '../../http/error-responses.js';

const schema = { response: { 200: { $ref: 'auth/user-roles.schema.json#' }, ...errorResponses } };

/**
 * GET /{subsite}/api/userRoles/self: in the user's own back office the roles are the user type, and
 * MEDIA for a media member; in any other back office none.
 */
export function userRolesSelfRoutes(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    for (const subsite of SUBSITES) {
      app.get(`/${subsite}/api/userRoles/self`, { schema }, async (request): Promise<UserRoles> => {
        const viewer = sessionViewerOf(request);
        if (BACK_OFFICE_OF[viewer.userType] !== subsite) return { subsite, roles: [] };
        const account = await context.accounts.findById(viewer.accountId);
        return { subsite, roles: account?.mediaMember ? [viewer.userType, 'MEDIA'] : [viewer.userType] };
      });
    }
  };
}

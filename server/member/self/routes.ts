import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from '../../auth/auth-context.js';
import { memberSelfRoute } from './member-self-route.js';
import { siteTraderSelfRoute } from './site-trader-self-route.js';
import { userRolesSelfRoutes } from './user-roles-self-routes.js';
import { userSelfRoute } from './user-self-route.js';

/** The logged-in user's own records (spec §7): member, user, site trader, back-office roles. */
export function selfRoutes(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    for (const route of [memberSelfRoute, userSelfRoute, siteTraderSelfRoute, userRolesSelfRoutes]) await app.register(route(context));
  };
}

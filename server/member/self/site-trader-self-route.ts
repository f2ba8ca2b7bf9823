import type { FastifyPluginAsync } from 'fastify';
import type { SiteTrader } from '../../../common/generated/types.js';
import type { AuthContext } from '../../auth/auth-context.js';
import { messageFor, sessionViewerOf } from '../../auth/viewer.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { errorResponses } from '../../http/error-responses.js';

const schema = { response: { 200: { $ref: 'auth/site-trader.schema.json#' }, ...errorResponses } };

/** GET /member/api/siteTraders/self: the user's company, or 404 E214009005 while it is not completed. */
export function siteTraderSelfRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/member/api/siteTraders/self', { schema }, async (request): Promise<SiteTrader> => {
      const viewer = sessionViewerOf(request);
      const siteTrader = viewer.siteTraderId === null ? undefined : await context.accounts.findSiteTrader(viewer.siteTraderId);
      if (!siteTrader) throw new ApiError(404, ErrorCode.siteTraderNotFound, messageFor(request, 'auth.error.siteTraderNotFound'));
      return { ...siteTrader, mediaEnterprise: context.config.mediaEnterpriseIds.includes(siteTrader.id) };
    });
  };
}

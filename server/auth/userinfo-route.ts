import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LoginStatus } from '../../common/generated/types.js';
import { errorResponses } from '../http/error-responses.js';
import type { AuthContext } from './auth-context.js';
import { loginStatusOf, VISITOR_STATUS } from './login-status.js';

const schema = {
  querystring: {
    type: 'object',
    properties: { industrySiteId: { type: 'string', maxLength: 64 } },
    additionalProperties: true,
  },
  response: { 200: { $ref: 'auth/login-status.schema.json#' }, ...errorResponses },
};

/** The login status of the request's session; the home page's HTML carries it too. */
export async function currentLoginStatus(context: AuthContext, request: FastifyRequest): Promise<LoginStatus> {
  if (!request.viewer) return VISITOR_STATUS;
  const account = await context.accounts.findById(request.viewer.accountId);
  return account ? loginStatusOf(account) : VISITOR_STATUS;
}

/** GET /api/auth/login/userinfo/public: spec §3 login status; never an error, a visitor is not authenticated. */
export function userinfoRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/auth/login/userinfo/public', { schema }, (request) => currentLoginStatus(context, request));
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { errorResponses } from '../http/error-responses.js';
import type { AuthContext } from './auth-context.js';
import { loginStatusOf } from './login-status.js';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './session-cookies.js';
import { checkXsrfToken } from './session-plugin.js';
import { createSessionRepository } from './session-repository.js';
import { messageFor } from './viewer.js';

const schema = { response: { 200: { $ref: 'auth/login-status.schema.json#' }, ...errorResponses } };

/**
 * POST /api/auth/token/refresh: spends the refresh cookie for a new access, refresh and XSRF token. The
 * refresh cookie is a session cookie too, so the call needs the session's X-XSRF-TOKEN; a refresh token
 * presented a second time revokes its session (it was copied).
 */
export function tokenRefreshRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/auth/token/refresh', { schema }, async (request, reply) => {
      const expired = () => {
        clearSessionCookies(reply, context.config.secureCookies);
        return new ApiError(401, ErrorCode.sessionExpired, messageFor(request, 'auth.error.sessionExpired'));
      };
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (!refreshToken) throw expired();
      const xsrfHash = await context.sessions.xsrfHashOfRefreshToken(refreshToken);
      if (xsrfHash === undefined) throw expired();
      checkXsrfToken(request, xsrfHash);
      const outcome = await context.db.transaction((tx) => createSessionRepository(tx).refresh(refreshToken));
      if (outcome.kind !== 'rotated') throw expired();
      const account = await context.accounts.findById(outcome.accountId);
      if (!account) throw expired();
      setSessionCookies(reply, outcome.tokens, context.config.secureCookies);
      return loginStatusOf(account);
    });
  };
}

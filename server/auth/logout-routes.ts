import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { errorResponses } from '../http/error-responses.js';
import type { AuthContext } from './auth-context.js';
import { clearSessionCookies, XSRF_COOKIE, XSRF_HEADER } from './session-cookies.js';

const logoutSchema = { response: { 204: { type: 'null' }, ...errorResponses } };

const LOGOUT_FRAME_HTML = '<!doctype html><html><head><meta charset="utf-8"><title>Logout</title></head><body></body></html>\n';

/**
 * Spec §4 logout: POST /public/api/o2oOverseaBuyer/logout (with the X-XSRF-TOKEN header) revokes the session;
 * GET /logout/index, the page the browser loads in a hidden frame, revokes it too if still alive, expires the
 * cookies again, and may be loaded any number of times.
 *
 * Which session: the access cookie's, while it lasts (30 minutes). After that the browser still holds the XSRF
 * token (path /, as long as the refresh token), but never sends the refresh cookie here (its path is /api/auth),
 * so the session is found by its XSRF token (issue 24: logout used to leave the refresh token alive for 30 days).
 */
export function logoutRoutes(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/public/api/o2oOverseaBuyer/logout', { schema: logoutSchema }, async (request, reply) => {
      // With a live access cookie the session plugin has checked the header against its session already.
      if (request.viewer) await context.sessions.revoke(request.viewer.sessionId, 'LOGOUT');
      else {
        // Only the page that holds the XSRF cookie can send its token as a header: another site cannot.
        const xsrfToken = headerOf(request);
        if (xsrfToken) await context.sessions.revokeByXsrfToken(xsrfToken, 'LOGOUT');
      }
      clearSessionCookies(reply, context.config.secureCookies);
      return reply.code(204).send();
    });

    app.get('/logout/index', async (request, reply) => {
      // The XSRF cookie only, never the access cookie: the XSRF cookie is SameSite=Strict, so no link or frame of
      // another site sends it, while the access cookie (Lax) comes with any link's top-level GET.
      const xsrfToken = request.cookies[XSRF_COOKIE];
      if (xsrfToken) await context.sessions.revokeByXsrfToken(xsrfToken, 'LOGOUT');
      clearSessionCookies(reply, context.config.secureCookies);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(LOGOUT_FRAME_HTML);
    });
  };
}

function headerOf(request: FastifyRequest): string | undefined {
  const header = request.headers[XSRF_HEADER];
  return typeof header === 'string' && header !== '' ? header : undefined;
}

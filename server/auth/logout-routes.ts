import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../http/error-responses.js';
import type { AuthContext } from './auth-context.js';
import { clearSessionCookies } from './session-cookies.js';

const logoutSchema = { response: { 204: { type: 'null' }, ...errorResponses } };

const LOGOUT_FRAME_HTML = '<!doctype html><html><head><meta charset="utf-8"><title>Logout</title></head><body></body></html>\n';

/**
 * Spec §4 logout: POST /public/api/o2oOverseaBuyer/logout (with the X-XSRF-TOKEN header, checked by the
 * session plugin) revokes the session; GET /logout/index, the page the browser loads in a hidden frame,
 * expires the cookies again and may be loaded any number of times.
 */
export function logoutRoutes(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/public/api/o2oOverseaBuyer/logout', { schema: logoutSchema }, async (request, reply) => {
      if (request.viewer) await context.sessions.revoke(request.viewer.sessionId, 'LOGOUT');
      clearSessionCookies(reply, context.config.secureCookies);
      return reply.code(204).send();
    });

    app.get('/logout/index', async (_request, reply) => {
      clearSessionCookies(reply, context.config.secureCookies);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(LOGOUT_FRAME_HTML);
    });
  };
}

// Who sent each request: the access cookie's session sets request.viewer (null for a visitor or an
// expired token), and a state-changing request of a live session must carry that session's XSRF token.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { ACCESS_COOKIE, XSRF_HEADER } from './session-cookies.js';
import type { SessionByAccessToken, SessionRepository } from './session-repository.js';
import { tokenMatches } from './tokens.js';
import { messageFor, type Viewer } from './viewer.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The build's hashed files are the same for everyone: no session lookup for each of them.
const STATIC_ASSETS = '/assets/';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers everyone alike and ignores the session: no session lookup and no XSRF check
     * (the analytics beacon: navigator.sendBeacon sends the cookies but cannot send a header).
     */
    sessionless?: true;
  }
}

export interface SessionPluginOptions {
  sessions: SessionRepository;
}

/** Registers @fastify/cookie and the onRequest hook for every route of the app (not encapsulated). */
export const sessionPlugin = fp<SessionPluginOptions>(
  async (app: FastifyInstance, { sessions }) => {
    await app.register(fastifyCookie);
    app.decorateRequest('viewer', null);
    app.decorateRequest('sessionEnded', false);
    app.addHook('onRequest', async (request) => {
      request.viewer = null;
      request.sessionEnded = false;
      const accessToken = request.cookies[ACCESS_COOKIE];
      if (!accessToken || (request.url.startsWith(STATIC_ASSETS) && !STATE_CHANGING.has(request.method))) return;
      if (request.routeOptions.config.sessionless) return;
      const session = await sessions.findByAccessToken(accessToken);
      if (!session) return;
      if (session.ended) {
        request.sessionEnded = true;
        return;
      }
      if (session.accessExpired) return;
      if (STATE_CHANGING.has(request.method)) checkXsrfToken(request, session.xsrfTokenHash);
      request.viewer = viewerOfSession(session);
    });
  },
  { name: 'portal-session' },
);

/** 403 E403_CSRF_TOKEN unless the X-XSRF-TOKEN header is the session's token. */
export function checkXsrfToken(request: FastifyRequest, xsrfTokenHash: string): void {
  const header = request.headers[XSRF_HEADER];
  if (typeof header !== 'string' || header === '' || !tokenMatches(header, xsrfTokenHash)) {
    throw new ApiError(403, ErrorCode.csrfToken, messageFor(request, 'auth.error.csrfToken'));
  }
}

function viewerOfSession(session: SessionByAccessToken): Viewer {
  return {
    accountId: session.accountId,
    sessionId: session.sessionId,
    // Spec §3: MEMBER is treated as BUYER.
    userType: session.userType === 'MEMBER' ? 'BUYER' : session.userType,
    siteTraderId: session.siteTraderId,
    termsAgreed: session.termsAgreed,
    language: session.language,
  };
}

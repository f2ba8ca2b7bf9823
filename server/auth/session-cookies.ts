// The session's three cookies (contract, issue 4): the access and refresh tokens are HttpOnly; the XSRF
// token is readable so that axios sends it back as the X-XSRF-TOKEN header.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type SessionTokens } from './session-tokens.js';

export const ACCESS_COOKIE = 'portal_access';
export const REFRESH_COOKIE = 'portal_refresh';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
/** The refresh token is sent to the auth endpoints only. */
export const REFRESH_COOKIE_PATH = '/api/auth';

function cookieOptions(secure: boolean): Record<'access' | 'refresh' | 'xsrf', CookieSerializeOptions> {
  return {
    access: { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: ACCESS_TOKEN_TTL_SECONDS },
    refresh: { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure, maxAge: REFRESH_TOKEN_TTL_SECONDS },
    // As long as the refresh token: the session's state-changing calls need it until the session ends.
    xsrf: { httpOnly: false, sameSite: 'strict', path: '/', secure, maxAge: REFRESH_TOKEN_TTL_SECONDS },
  };
}

export function setSessionCookies(reply: FastifyReply, tokens: SessionTokens, secure: boolean): void {
  const options = cookieOptions(secure);
  reply.setCookie(ACCESS_COOKIE, tokens.access, options.access);
  reply.setCookie(REFRESH_COOKIE, tokens.refresh, options.refresh);
  reply.setCookie(XSRF_COOKIE, tokens.xsrf, options.xsrf);
}

/** Expires all three (Max-Age=0), with the paths they were set with. */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const options = cookieOptions(secure);
  reply.setCookie(ACCESS_COOKIE, '', { ...options.access, maxAge: 0 });
  reply.setCookie(REFRESH_COOKIE, '', { ...options.refresh, maxAge: 0 });
  reply.setCookie(XSRF_COOKIE, '', { ...options.xsrf, maxAge: 0 });
}

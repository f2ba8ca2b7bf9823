// Issue-4 contract: the access token lives 30 min, the refresh token 30 days and is rotated on every refresh
// (reusing a rotated one revokes the session). So every call that finds its access token expired waits for
// one shared refresh instead of sending its own.
import type { LoginStatus } from '../../../common/generated/types';
import { validateLoginStatus } from '../../../common/generated/validators.js';
import { ERROR_CODE_LOGIN_REQUIRED, ERROR_CODE_SESSION_EXPIRED } from '../../../common/constants';
import type { RequestFailure } from '../request-failure';
import { SESSION_PATHS } from './paths';
import { forgetXsrfCookie, hasSessionCookie } from './xsrf-cookie';

/** What the server answers a call whose access token has expired (it then sees a visitor). */
const EXPIRED_ACCESS_CODES: ReadonlySet<string | undefined> = new Set([ERROR_CODE_LOGIN_REQUIRED, ERROR_CODE_SESSION_EXPIRED]);

/** Calls that start, end or renew a session: a refresh cannot help them. */
const CALLS_WITHOUT_REFRESH: ReadonlySet<string> = new Set([
  SESSION_PATHS.tokenRefresh,
  SESSION_PATHS.login,
  SESSION_PATHS.loginWithCode,
  SESSION_PATHS.register,
  SESSION_PATHS.logout,
]);

function pathOf(url: string | undefined): string {
  return new URL(url ?? '/', 'http://portal.invalid').pathname;
}

/** A failure that a refreshed access token may turn into a success: retry it once after refreshTokensOnce. */
export function isExpiredAccess(failure: RequestFailure, url: string | undefined): boolean {
  return failure.status === 401 && EXPIRED_ACCESS_CODES.has(failure.errorCode) && !CALLS_WITHOUT_REFRESH.has(pathOf(url)) && hasSessionCookie();
}

let inFlight: Promise<LoginStatus | undefined> | undefined;

/**
 * Sends the refresh call once for everyone waiting. Resolves to the renewed login status, or undefined when
 * the session cannot be renewed (then its CSRF cookie is forgotten, so no page tries again).
 */
export function refreshTokensOnce(sendRefresh: () => Promise<unknown>): Promise<LoginStatus | undefined> {
  inFlight ??= sendRefresh()
    .then((reply) => {
      if (validateLoginStatus(reply) && reply.isAuthenticated) return reply;
      forgetXsrfCookie();
      return undefined;
    })
    .catch((error: unknown) => {
      // Expected once the refresh token is gone or revoked: the person is a visitor again.
      console.info('[session] the session could not be renewed:', error instanceof Error ? error.message : error);
      forgetXsrfCookie();
      return undefined;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

// Who sent a request: set on every request by the session plugin (server/auth/session-plugin.ts) from the
// access-token cookie, null for a visitor. Routes guard themselves with the preHandlers below; the spec
// does not show server-side enforcement (§6), so these are ours: the same rules the page applies.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { translate, type MessageId } from '../../common/i18n/messages.js';
import { isLanguage, type Language } from '../../common/language.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';

/** Spec §3: MEMBER is stored as such but treated as BUYER everywhere. */
export type ViewerUserType = 'BUYER' | 'SELLER' | 'GROUP' | 'EMPLOYEE';

export interface Viewer {
  accountId: string;
  sessionId: string;
  userType: ViewerUserType;
  /** The user's company; null while company information is not completed. */
  siteTraderId: string | null;
  termsAgreed: boolean;
  language: Language;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    /** The access cookie names a session that was revoked or whose account is disabled (viewer is null). */
    sessionEnded: boolean;
  }
}

/** Spec §5: what only a buyer may do, each refused to others with its own message. */
export type BuyerAction = 'appointment' | 'favorite' | 'instantMessage' | 'submitRequest' | 'businessCard';

/** The language of the request's messages: X-USER-LAN, then Accept-Language, then the fallback (spec §7). */
export function requestLanguage(request: FastifyRequest): Language {
  const userLanguage = request.headers['x-user-lan'];
  if (isLanguage(userLanguage)) return userLanguage;
  const accepted = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  if (isLanguage(accepted)) return accepted;
  return accepted?.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}

export function messageFor(request: FastifyRequest, id: MessageId, values?: Record<string, string | number>): string {
  return translate(requestLanguage(request), id, values);
}

/** 401 E401_LOGIN_REQUIRED with the spec's 'Sorry, please log in first' unless someone is logged in. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new ApiError(401, ErrorCode.loginRequired, messageFor(request, 'auth.loginFirst'));
  return request.viewer;
}

/**
 * Like viewerOf, but a session that was revoked or whose account was disabled answers 401 E201033009,
 * on which the browser logs out (spec §4, §8): the /self calls use it.
 */
export function sessionViewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer && request.sessionEnded) {
    throw new ApiError(401, ErrorCode.sessionRevoked, messageFor(request, 'auth.error.sessionEnded'));
  }
  return viewerOf(request);
}

export const requireLogin: preHandlerAsyncHookHandler = async (request) => {
  viewerOf(request);
};

/**
 * Only a buyer (MEMBER or BUYER) may do `action`: a visitor gets 401, anyone else 403 E403_NOT_BUYER with
 * the spec's message for the action. With `needsCompany`, a buyer without completed company information
 * gets 403 E403_COMPANY_INFO_INCOMPLETE with the spec's notice (§8: IM, appointments, sourcing requests).
 */
export function requireBuyer(action: BuyerAction, options: { needsCompany?: boolean } = {}): preHandlerAsyncHookHandler {
  return async (request) => {
    const viewer = viewerOf(request);
    if (viewer.userType !== 'BUYER') throw new ApiError(403, ErrorCode.notBuyer, messageFor(request, `buyerOnly.${action}`));
    if (options.needsCompany && viewer.siteTraderId === null) {
      throw new ApiError(403, ErrorCode.companyInfoIncomplete, messageFor(request, 'company.incompleteNotice'));
    }
  };
}

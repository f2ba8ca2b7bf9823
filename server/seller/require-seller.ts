import type { preHandlerAsyncHookHandler } from 'fastify';
import type { MessageId } from '../../common/i18n/messages.js';
import { messageFor, viewerOf } from '../auth/viewer.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';

/** A seller's own call: a visitor gets 401 E401_LOGIN_REQUIRED, a buyer, a group or an employee 403 E403_NOT_SELLER with `refusal`. */
export function sellerOnly(refusal: MessageId): preHandlerAsyncHookHandler {
  return async (request) => {
    const viewer = viewerOf(request);
    if (viewer.userType !== 'SELLER') throw new ApiError(403, ErrorCode.notSeller, messageFor(request, refusal));
  };
}

/** The business cards' refusal: only exhibitors receive them. */
export const requireSeller: preHandlerAsyncHookHandler = sellerOnly('buyerJourneyApi.notSeller');

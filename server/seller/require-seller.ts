import type { preHandlerAsyncHookHandler } from 'fastify';
import { messageFor, viewerOf } from '../auth/viewer.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';

/** A seller's own call: a visitor gets 401 E401_LOGIN_REQUIRED, a buyer, a group or an employee 403 E403_NOT_SELLER. */
export const requireSeller: preHandlerAsyncHookHandler = async (request) => {
  const viewer = viewerOf(request);
  if (viewer.userType !== 'SELLER') throw new ApiError(403, ErrorCode.notSeller, messageFor(request, 'buyerJourneyApi.notSeller'));
};

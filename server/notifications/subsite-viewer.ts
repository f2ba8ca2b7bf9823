import type { FastifyRequest } from 'fastify';
import { BACK_OFFICE_OF, type Subsite } from '../auth/back-offices.js';
import { messageFor, sessionViewerOf, type Viewer } from '../auth/viewer.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';

/**
 * The viewer, when the subsite is the viewer's own back office (member: BUYER or MEMBER, seller: SELLER,
 * group: GROUP, work: EMPLOYEE): a visitor gets 401, an ended session 401 E201033009, anyone else 403.
 */
export function subsiteViewerOf(request: FastifyRequest, subsite: Subsite): Viewer {
  const viewer = sessionViewerOf(request);
  if (BACK_OFFICE_OF[viewer.userType] !== subsite) {
    throw new ApiError(403, ErrorCode.wrongSubsite, messageFor(request, 'notifications.error.wrongSubsite'));
  }
  return viewer;
}

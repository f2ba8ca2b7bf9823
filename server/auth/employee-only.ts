import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { MessageId } from '../../common/i18n/messages.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { messageFor, viewerOf, type Viewer } from './viewer.js';

/** The viewer when an employee: a visitor gets 401 E401_LOGIN_REQUIRED, any other account 403 E403_NOT_EMPLOYEE with `refusal`. */
export function employeeOf(request: FastifyRequest, refusal: MessageId): Viewer {
  const viewer = viewerOf(request);
  if (viewer.userType !== 'EMPLOYEE') throw new ApiError(403, ErrorCode.notEmployee, messageFor(request, refusal));
  return viewer;
}

/** As a route's preValidation hook: before the input is validated, so that nobody but an employee learns anything from it. */
export function employeeOnly(refusal: MessageId): preValidationAsyncHookHandler {
  return async (request) => {
    employeeOf(request, refusal);
  };
}

import type { ErrorResponse } from '../../common/generated/types.js';
import type { ErrorCodeValue } from './error-codes.js';

/**
 * An error whose status, code and message are safe to show to the client as they are. `pointer` names the
 * request's field it is about (a JSON pointer into the body, e.g. /companyName), so a form shows it there.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCodeValue,
    message: string,
    readonly pointer?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(errorCode: ErrorCodeValue, errorMessage: string, pointer?: string): ErrorResponse {
  return { errorList: [{ errorCode, errorMessage, ...(pointer === undefined ? {} : { pointer }) }] };
}

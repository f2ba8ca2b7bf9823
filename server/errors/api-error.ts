import type { ErrorResponse } from '../../src/generated/types.js';
import type { ErrorCodeValue } from './error-codes.js';

/** An error whose status, code and message are safe to show to the client as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCodeValue,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(errorCode: ErrorCodeValue, errorMessage: string): ErrorResponse {
  return { errorList: [{ errorCode, errorMessage }] };
}

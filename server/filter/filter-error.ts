import { ApiError } from '../errors/api-error.js';
import type { ErrorCodeValue } from '../errors/error-codes.js';

const SHOWN_LENGTH = 64;

/** A 400 about a filter or sort the client sent; names what was wrong, shortened and quoted. */
export function filterError(errorCode: ErrorCodeValue, message: string): ApiError {
  return new ApiError(400, errorCode, message);
}

export function quoted(clientText: string): string {
  const shown = clientText.length > SHOWN_LENGTH ? `${clientText.slice(0, SHOWN_LENGTH)}…` : clientText;
  return JSON.stringify(shown);
}

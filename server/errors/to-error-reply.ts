import type { ErrorResponse } from '../../common/generated/types.js';
import { ApiError, errorBody } from './api-error.js';
import { ErrorCode } from './error-codes.js';

export interface ErrorReply {
  statusCode: number;
  body: ErrorResponse;
}

interface ErrorLike {
  code?: unknown;
  statusCode?: unknown;
  message?: unknown;
  validation?: unknown;
}

const MALFORMED_BODY_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_CONTENT_LENGTH']);

// Only the data exceptions a request's value causes: a number out of its column's range (22003), text too long
// (22001), a value not of its type (22P02), a NUL or bad byte in text (22021), a date out of range (22007, 22008),
// a value too large for an index (54000). The rest of class 22 (a division by zero …) is the server's own fault.
const DATABASE_DATA_ERROR = /^(22003|22001|22P02|22021|22007|22008|54000)$/;

/**
 * Maps anything thrown while handling a request to the spec's error shape (§3, §8) and an HTTP status.
 * Only messages we wrote or Fastify's own request errors reach the client; anything else becomes a
 * generic 500, so no stack or internal detail ever leaves the server.
 */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof ApiError) return reply(error.statusCode, errorBody(error.errorCode, error.message, error.pointer));
  const e: ErrorLike = typeof error === 'object' && error !== null ? error : {};
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  const statusCode = typeof e.statusCode === 'number' ? e.statusCode : 500;

  if (Array.isArray(e.validation)) return reply(400, errorBody(ErrorCode.validation, message || 'Invalid request.'));
  if (MALFORMED_BODY_CODES.has(code)) return reply(400, errorBody(ErrorCode.malformedBody, 'The request body is not valid JSON.'));
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413) {
    return reply(413, errorBody(ErrorCode.bodyTooLarge, 'The request body is larger than 1 MiB.'));
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || statusCode === 415) {
    return reply(415, errorBody(ErrorCode.unsupportedMediaType, 'The request body has an unsupported content type.'));
  }
  // The request's data, not a fault of the server (DATABASE_DATA_ERROR).
  if (DATABASE_DATA_ERROR.test(code)) return reply(400, errorBody(ErrorCode.validation, 'A value in the request is out of range or not valid.'));
  if (statusCode === 429) return reply(429, errorBody(ErrorCode.tooManyRequests, 'Too many requests, please try again later.'));
  if (statusCode === 503) return reply(503, errorBody(ErrorCode.overloaded, 'The server is busy, please try again shortly.'));
  if (statusCode >= 400 && statusCode < 500) {
    const safeMessage = code.startsWith('FST_') && message ? message : 'The request was rejected.';
    return reply(statusCode, errorBody(ErrorCode.clientError, safeMessage));
  }
  return reply(500, errorBody(ErrorCode.internal, 'Internal server error.'));
}

function reply(statusCode: number, body: ErrorResponse): ErrorReply {
  return { statusCode, body };
}

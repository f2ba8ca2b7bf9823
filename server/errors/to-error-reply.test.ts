import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { ErrorCode } from './error-codes.js';
import { toErrorReply } from './to-error-reply.js';

const fastifyError = (code: string, statusCode: number, message = 'message') => Object.assign(new Error(message), { code, statusCode });

describe('toErrorReply', () => {
  it('keeps an ApiError as it is', () => {
    expect(toErrorReply(new ApiError(400, ErrorCode.filterField, 'Unknown filter field "x".'))).toEqual({
      statusCode: 400,
      body: { errorList: [{ errorCode: 'E400_FILTER_FIELD', errorMessage: 'Unknown filter field "x".' }] },
    });
  });

  it("keeps the field an ApiError names as the item's JSON pointer", () => {
    expect(toErrorReply(new ApiError(400, ErrorCode.sensitiveContent, 'Call the hotline.', '/companyName')).body).toEqual({
      errorList: [{ errorCode: 'E400_SENSITIVE_CONTENT', errorMessage: 'Call the hotline.', pointer: '/companyName' }],
    });
  });

  it('turns a schema validation failure into E400_VALIDATION with its readable message', () => {
    const error = Object.assign(new Error('querystring.lang is required'), { validation: [], statusCode: 400 });
    expect(toErrorReply(error).body.errorList[0]).toEqual({ errorCode: 'E400_VALIDATION', errorMessage: 'querystring.lang is required' });
  });

  it.each([
    ['FST_ERR_CTP_INVALID_JSON_BODY', 400, 400, 'E400_MALFORMED_BODY'],
    ['FST_ERR_CTP_EMPTY_JSON_BODY', 400, 400, 'E400_MALFORMED_BODY'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 413, 'E413_BODY_TOO_LARGE'],
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 415, 'E415_UNSUPPORTED_MEDIA_TYPE'],
    ['FST_UNDER_PRESSURE', 503, 503, 'E503_OVERLOADED'],
    ['FST_ERR_BAD_URL', 400, 400, 'E4XX_CLIENT_ERROR'],
  ])('maps Fastify’s %s to %i', (code, statusCode, expectedStatus, errorCode) => {
    const reply = toErrorReply(fastifyError(code, statusCode));
    expect(reply.statusCode).toBe(expectedStatus);
    expect(reply.body.errorList[0].errorCode).toBe(errorCode);
  });

  it('hides the message of an unknown error behind a generic 500', () => {
    const reply = toErrorReply(new TypeError("Cannot read properties of undefined (reading 'rows')"));
    expect(reply).toEqual({ statusCode: 500, body: { errorList: [{ errorCode: 'E500_INTERNAL', errorMessage: 'Internal server error.' }] } });
  });

  it('hides the message of a 4xx that does not come from Fastify', () => {
    expect(toErrorReply(fastifyError('ECUSTOM', 409, 'secret detail')).body.errorList[0]).toEqual({
      errorCode: 'E4XX_CLIENT_ERROR',
      errorMessage: 'The request was rejected.',
    });
  });

  it('answers 429 for the rate limiter’s plain object', () => {
    expect(toErrorReply({ statusCode: 429, error: 'Too Many Requests' }).statusCode).toBe(429);
  });
});

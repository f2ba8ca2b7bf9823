import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/api-error.js';
import { ErrorCode, type ErrorCodeValue } from '../errors/error-codes.js';
import { toErrorReply } from '../errors/to-error-reply.js';

/** Every failure leaves as the spec's error shape; server faults are logged, never shown. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = toErrorReply(error);
    if (statusCode >= 500 && statusCode !== 503) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode, errorCode: body.errorList[0].errorCode }, 'request rejected');
    return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (a path that is not valid
 * percent-encoding, a path parameter past its length) in the spec's shape too, without echoing the path.
 */
export function answerFrameworkError(error: Error & { code?: string; statusCode?: number }, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const statusCode = tooLong ? 414 : (error.statusCode ?? 400);
  const message = tooLong ? 'A part of the address is too long.' : 'The address is not valid.';
  void reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode === 414 ? ErrorCode.clientError : ErrorCode.badRequest, message));
}

interface ClientErrorAnswer {
  status: string;
  errorCode: ErrorCodeValue;
  message: string;
}

const CLIENT_ERRORS: Record<string, ClientErrorAnswer> = {
  HPE_HEADER_OVERFLOW: { status: '431 Request Header Fields Too Large', errorCode: ErrorCode.clientError, message: 'The address or the headers are too long.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: '408 Request Timeout', errorCode: ErrorCode.clientError, message: 'The request took too long to arrive.' },
};
const NOT_HTTP: ClientErrorAnswer = { status: '400 Bad Request', errorCode: ErrorCode.badRequest, message: 'The request is not valid HTTP.' };

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request (an address and
 * headers past 16 KB, a request that never finishes, bytes that are not HTTP) in the spec's shape too, rather than
 * Fastify's own. The connection is closed after it, as Node would.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, errorCode, message } = CLIENT_ERRORS[error.code ?? ''] ?? NOT_HTTP;
  const body = JSON.stringify(errorBody(errorCode, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

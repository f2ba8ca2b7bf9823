import type { FastifyInstance } from 'fastify';
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

import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './api-error.js';
import { ErrorCode } from './error-codes.js';

export function replyNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = (request.url.split('?', 1)[0] ?? '').slice(0, 200);
  return reply.code(404).send(errorBody(ErrorCode.notFound, `Route ${request.method} ${path} not found.`));
}

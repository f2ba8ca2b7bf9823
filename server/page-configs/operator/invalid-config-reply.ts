import type { FastifyReply } from 'fastify';
import type { ErrorItem, ErrorResponse } from '../../../common/generated/types.js';
import { ErrorCode, type ErrorCodeValue } from '../../errors/error-codes.js';
import type { ConfigError } from './config-errors.js';

/** 400 with `errorCode`: one errorList item per error (at least one), with its JSON pointer. */
export function replyInvalidDocument(reply: FastifyReply, errorCode: ErrorCodeValue, errors: readonly ConfigError[]): FastifyReply {
  const [first, ...rest] = errors.map(({ pointer, message }): ErrorItem => ({
    errorCode,
    errorMessage: `${pointer === '' ? '/' : pointer} ${message}`,
    pointer,
  }));
  if (!first) throw new Error('An invalid document has at least one error.');
  const body: ErrorResponse = { errorList: [first, ...rest] };
  return reply.code(400).send(body);
}

/** 400 E400_INVALID_PAGE_CONFIG, as replyInvalidDocument. */
export function replyInvalidConfig(reply: FastifyReply, errors: readonly ConfigError[]): FastifyReply {
  return replyInvalidDocument(reply, ErrorCode.invalidPageConfig, errors);
}

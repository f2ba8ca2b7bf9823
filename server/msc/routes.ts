import type { FastifyPluginAsync } from 'fastify';
import type { ZhConverterReply } from '../../common/generated/types.js';
import { errorResponses } from '../http/error-responses.js';
import { simplifiedChinese } from './zh-converter.js';

/** A search keyword is short; anything longer is not one. */
export const MAX_CONVERTER_VALUE_LENGTH = 200;

const schema = {
  querystring: {
    type: 'object',
    properties: { value: { type: 'string', maxLength: MAX_CONVERTER_VALUE_LENGTH } },
    required: ['value'],
    additionalProperties: false,
  },
  response: { 200: { $ref: 'msc/zh-converter-reply.schema.json#' }, ...errorResponses },
};

/** POST /public/api/msc/zhConverter?value=: spec §7, the search keyword in simplified Chinese. */
export const mscRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Querystring: { value: string } }>('/public/api/msc/zhConverter', { schema }, async (request): Promise<ZhConverterReply> => ({
    value: simplifiedChinese(request.query.value),
  }));
};

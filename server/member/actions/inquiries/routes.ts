import type { FastifyPluginAsync } from 'fastify';
import { messageFor, requireBuyer, viewerOf } from '../../../auth/viewer.js';
import { ApiError } from '../../../errors/api-error.js';
import { ErrorCode } from '../../../errors/error-codes.js';
import { errorResponses } from '../../../http/error-responses.js';
import type { ExhibitorNotifier } from '../../../notifications/notify-exhibitor.js';
import type { SensitiveContentGuard } from '../../../sensitive-words/sensitive-content-guard.js';
import { ACTION_BODY_LIMIT_BYTES, entityId, writtenText } from '../action-schemas.js';
import type { ExhibitorRepository } from '../listings/exhibitor-repository.js';
import type { ProductRepository } from '../listings/product-repository.js';
import type { InquiryRepository } from './repository.js';

/** The longest inquiry a buyer may send. */
export const INQUIRY_CONTENT_MAX_LENGTH = 2000;

interface InquiryBody {
  productId?: string;
  siteTraderId: string;
  content: string;
}

const createSchema = {
  body: {
    type: 'object',
    properties: { productId: entityId, siteTraderId: entityId, content: writtenText(INQUIRY_CONTENT_MAX_LENGTH) },
    required: ['siteTraderId', 'content'],
    additionalProperties: false,
  },
  response: { 201: { type: 'object', properties: { id: entityId }, required: ['id'] }, ...errorResponses },
};

const readSchema = {
  params: { type: 'object', properties: { id: entityId }, required: ['id'] },
  response: {
    200: {
      type: 'object',
      properties: {
        id: entityId,
        siteTraderId: entityId,
        productId: entityId,
        content: { type: 'string' },
        createdAt: { type: 'string' },
      },
      required: ['id', 'siteTraderId', 'content', 'createdAt'],
    },
    ...errorResponses,
  },
};

const followUpSchema = {
  params: { type: 'object', properties: { id: entityId }, required: ['id'] },
  body: { type: 'object', properties: { content: writtenText(INQUIRY_CONTENT_MAX_LENGTH) }, required: ['content'], additionalProperties: false },
  response: { 201: { type: 'object', properties: { id: entityId }, required: ['id'] }, ...errorResponses },
};

export interface InquiryTargets {
  exhibitors: ExhibitorRepository;
  products: ProductRepository;
}

/**
 * Spec §5/§6: only buyers submit inquiries; the content is checked for sensitive words; only its sender
 * reads one, and writes again in its thread (issue 28). The exhibitor's accounts are notified of each.
 */
export function inquiryRoutes(
  inquiries: InquiryRepository,
  targets: InquiryTargets,
  refuseSensitiveContent: SensitiveContentGuard,
  notifyExhibitor: ExhibitorNotifier,
): FastifyPluginAsync {
  const asBuyer = requireBuyer('submitRequest');
  return async (app) => {
    app.post<{ Body: InquiryBody }>(
      '/member/api/inquiries',
      { schema: createSchema, preValidation: asBuyer, bodyLimit: ACTION_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { productId, siteTraderId, content } = request.body;
        if (!(await targets.exhibitors.isExhibitor(siteTraderId))) throw notFound(`No exhibitor "${siteTraderId}".`);
        if (productId !== undefined && (await targets.products.find(productId))?.siteTraderId !== siteTraderId) {
          throw notFound(`No product "${productId}" of exhibitor "${siteTraderId}".`);
        }
        await refuseSensitiveContent(request, { content });
        const id = await inquiries.create({ accountId: viewer.accountId, siteTraderId, content: content.trim(), ...(productId ? { productId } : {}) });
        await notifyExhibitor(request, { kind: 'inquiry', siteTraderId, buyerAccountId: viewer.accountId, text: content.trim() });
        return reply.code(201).send({ id });
      },
    );

    app.post<{ Params: { id: string }; Body: { content: string } }>(
      '/member/api/inquiries/:id/replies',
      { schema: followUpSchema, preValidation: asBuyer, bodyLimit: ACTION_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const content = request.body.content.trim();
        await refuseSensitiveContent(request, { content });
        const thread = await inquiries.followUp(viewer.accountId, request.params.id, content);
        if (thread === undefined) throw new ApiError(404, ErrorCode.notFound, messageFor(request, 'user-centre.inquiries.notFound'));
        await notifyExhibitor(request, { kind: 'inquiryFollowUp', siteTraderId: thread.siteTraderId, buyerAccountId: viewer.accountId, text: content });
        return reply.code(201).send({ id: request.params.id });
      },
    );

    app.get<{ Params: { id: string } }>('/member/api/inquiries/:id', { schema: readSchema, preValidation: asBuyer }, async (request) => {
      const inquiry = await inquiries.findOwn(viewerOf(request).accountId, request.params.id);
      if (inquiry === undefined) throw notFound(`No inquiry "${request.params.id}".`);
      return inquiry;
    });
  };
}

function notFound(message: string): ApiError {
  return new ApiError(404, ErrorCode.notFound, message);
}

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SellerInquiry, SellerInquiryList, SellerWorkbenchSummary } from '../../../common/generated/types.js';
import { messageFor, requestLanguage, viewerOf } from '../../auth/viewer.js';
import type { NotificationBus } from '../../bus/notification-bus.js';
import type { Database } from '../../db/connection.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { replying } from '../../http/error-responses.js';
import { notifyBuyer } from '../../notifications/notify-buyer.js';
import type { SensitiveContentGuard } from '../../sensitive-words/sensitive-content-guard.js';
import { actingCompanyOf, sellerOnly } from '../require-seller.js';
import { createSellerInquiryRepository, type InquiryState } from './repository.js';

const REFUSAL = 'seller.error.notSeller';
const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'] };
const listQuery = {
  type: 'object',
  properties: {
    state: { enum: ['NEW', 'ANSWERED'] },
    productId: { type: 'string', minLength: 1, maxLength: 64 },
    page: { type: 'integer', minimum: 0, maximum: 10_000, default: 0 },
  },
  additionalProperties: false,
};
const replyBody = {
  type: 'object',
  properties: { content: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' } },
  required: ['content'],
  additionalProperties: false,
};

interface ListRequest {
  Querystring: { state?: InquiryState; productId?: string; page: number };
}
interface OneRequest {
  Params: { id: string };
}

/**
 * The exhibitor's inquiries (issue 28), sellers' and groups' only, always of the company they act for (actingCompanyOf): the inbox (newest first,
 * by state and product), one inquiry (opening marks it read for the company), a reply (sensitive words checked,
 * 1–2,000 characters) that the buyer is notified of at once and reads in the personal centre; and the counts the
 * workbench home shows. Another company's inquiry is 404, as one that does not exist.
 */
export function sellerInquiryRoutes(db: Database, bus: NotificationBus, refuseSensitiveContent: SensitiveContentGuard): FastifyPluginAsync {
  const inquiries = createSellerInquiryRepository(db);
  const companyOf = async (request: FastifyRequest): Promise<string> => {
    const siteTraderId = await actingCompanyOf(db, request);
    if (siteTraderId === null) throw notFound(request);
    return siteTraderId;
  };
  const notFound = (request: FastifyRequest) => new ApiError(404, ErrorCode.notFound, messageFor(request, 'seller.error.inquiryNotFound'));
  const detail = async (request: FastifyRequest, id: string): Promise<SellerInquiry> => {
    const found = await inquiries.find(await companyOf(request), id, requestLanguage(request));
    if (!found) throw notFound(request);
    const { buyerAccountId: _buyer, ...inquiry } = found;
    return inquiry;
  };

  return async (app) => {
    app.addHook('preValidation', sellerOnly(REFUSAL));

    app.get<ListRequest>(
      '/seller/api/inquiries',
      { schema: { querystring: listQuery, response: replying('seller/seller-inquiry-list.schema.json#') } },
      async (request): Promise<SellerInquiryList> => {
        const siteTraderId = await actingCompanyOf(db, request);
        if (siteTraderId === null) return { inquiries: [], totalElements: 0, unread: 0, products: [] };
        return inquiries.inbox({ siteTraderId, ...request.query, language: requestLanguage(request) });
      },
    );

    app.get<OneRequest>(
      '/seller/api/inquiries/:id',
      { schema: { params: idParams, response: replying('seller/seller-inquiry.schema.json#') } },
      async (request): Promise<SellerInquiry> => {
        const inquiry = await detail(request, request.params.id);
        if (!inquiry.read) await inquiries.markRead(await companyOf(request), inquiry.id);
        return { ...inquiry, read: true };
      },
    );

    app.post<OneRequest & { Body: { content: string } }>(
      '/seller/api/inquiries/:id/replies',
      { schema: { params: idParams, body: replyBody, response: replying('seller/seller-inquiry.schema.json#', 201) } },
      async (request, reply): Promise<SellerInquiry> => {
        const siteTraderId = await companyOf(request);
        const found = await inquiries.find(siteTraderId, request.params.id, requestLanguage(request));
        if (!found) throw notFound(request);
        const content = request.body.content.trim();
        await refuseSensitiveContent(request, { content });
        await inquiries.reply(siteTraderId, found.id, viewerOf(request).accountId, content);
        await inquiries.markRead(siteTraderId, found.id);
        await notifyBuyer(db, bus, request, { kind: 'inquiryReply', buyerAccountId: found.buyerAccountId, siteTraderId, text: content });
        reply.code(201);
        return { ...(await detail(request, found.id)), read: true };
      },
    );

    app.get(
      '/seller/api/workbench/summary',
      { schema: { response: replying('seller/seller-workbench-summary.schema.json#') } },
      async (request): Promise<SellerWorkbenchSummary> => {
        const siteTraderId = await actingCompanyOf(db, request);
        if (siteTraderId === null) return { unreadInquiries: 0, unansweredInquiries: 0, businessCards: 0, liveBookings: 0 };
        return inquiries.summary(siteTraderId);
      },
    );
  };
}

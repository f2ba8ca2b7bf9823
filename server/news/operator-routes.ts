import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ConfigValidationReply, Language, OperatorAuditList, OperatorNewsArticle, OperatorNewsArticleList } from '../../common/generated/types.js';
import { employeeOf, employeeOnly } from '../auth/employee-only.js';
import { messageFor, requestLanguage } from '../auth/viewer.js';
import type { Database } from '../db/connection.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { replying } from '../http/error-responses.js';
import { replyInvalidDocument } from '../page-configs/operator/invalid-config-reply.js';
import { checkArticle, type ArticleStores } from './article-errors.js';
import { createArticleRepository, documentOf, type ArticleRow, type ArticleStatus } from './article-repository.js';
import { createInvitationRepository } from './invitation-repository.js';
import { withSanitisedBody } from './sanitize-body.js';
import { createAuditLog } from '../operator-audit/audit-log.js';

const BASE = '/work/api/news';
const REFUSAL = 'operator.news.error.notEmployee';

interface ArticleRequest {
  Params: { id: string };
}
interface DocumentBody {
  Body: { document: unknown };
}
interface ListRequest {
  Querystring: { lang: Language; status: ArticleStatus };
}

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } }, required: ['id'] };
const documentBody = { type: 'object', properties: { document: {} }, required: ['document'], additionalProperties: false };
const articleReply = (status = 200) => replying('news/operator-news-article.schema.json#', status);

/**
 * The operators' news API (/work/api/news…, employees only): list a language's drafts (or published
 * articles), create and update drafts, validate a document, publish and unpublish. A body is sanitised
 * before it is checked and stored; a document that fails its checks is refused with 400
 * E400_INVALID_NEWS_ARTICLE, one error per pointer, as page configurations are.
 */
export function operatorNewsRoutes(db: Database): FastifyPluginAsync {
  const stores: ArticleStores = { articles: createArticleRepository(db), invitations: createInvitationRepository(db) };
  const { articles } = stores;
  const audit = createAuditLog(db);
  const record = (id: string, action: 'created' | 'saved' | 'published' | 'unpublished', actor: string) =>
    audit.record({ area: 'news', subject: id, action, actor });

  const notFound = (request: FastifyRequest) => new ApiError(404, ErrorCode.newsArticleNotFound, messageFor(request, 'operator.news.error.notFound'));
  const toReply = async (request: FastifyRequest, row: ArticleRow): Promise<OperatorNewsArticle> => {
    const check = await checkArticle(documentOf(row), requestLanguage(request), stores, row.id);
    const { id, status, updatedBy, updatedAt } = row;
    return { id, status, document: documentOf(row), updatedBy, updatedAt, errors: check.valid ? [] : check.errors };
  };
  const stored = async (request: FastifyRequest, id: string): Promise<ArticleRow> => {
    const row = await articles.findById(id);
    if (!row) throw notFound(request);
    return row;
  };

  return async (app) => {
    app.addHook('preValidation', employeeOnly(REFUSAL));

    app.get<ListRequest>(
      `${BASE}/articles`,
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { lang: { $ref: 'common.schema.json#/$defs/language' }, status: { enum: ['DRAFT', 'PUBLISHED'], default: 'DRAFT' } },
            required: ['lang'],
            additionalProperties: false,
          },
          response: replying('news/operator-news-article-list.schema.json#'),
        },
      },
      async (request): Promise<OperatorNewsArticleList> => {
        const rows = await articles.listByStatus(request.query.lang, request.query.status);
        return { articles: await Promise.all(rows.map((row) => toReply(request, row))) };
      },
    );

    app.post<DocumentBody>(
      `${BASE}/validate`,
      { schema: { body: documentBody, response: replying('operator/validation-reply.schema.json#') } },
      async (request): Promise<ConfigValidationReply> => {
        const check = await checkArticle(withSanitisedBody(request.body.document), requestLanguage(request), stores);
        return check.valid ? { valid: true, errors: [] } : { valid: false, errors: check.errors };
      },
    );

    app.post<DocumentBody>(`${BASE}/articles`, { schema: { body: documentBody, response: articleReply(201) } }, async (request, reply) => {
      const { accountId } = employeeOf(request, REFUSAL);
      const check = await checkArticle(withSanitisedBody(request.body.document), requestLanguage(request), stores);
      if (!check.valid) return replyInvalidDocument(reply, ErrorCode.invalidNewsArticle, check.errors);
      const id = await articles.insert(check.document, accountId);
      await record(id, 'created', accountId);
      reply.code(201);
      return toReply(request, await stored(request, id));
    });

    app.get<ArticleRequest>(`${BASE}/articles/:id`, { schema: { params: idParams, response: articleReply() } }, async (request) =>
      toReply(request, await stored(request, request.params.id)),
    );

    app.put<ArticleRequest & DocumentBody>(
      `${BASE}/articles/:id`,
      { schema: { params: idParams, body: documentBody, response: articleReply() } },
      async (request, reply): Promise<OperatorNewsArticle | FastifyReply> => {
        const { accountId } = employeeOf(request, REFUSAL);
        const { id } = request.params;
        const current = await stored(request, id);
        if (current.status === 'PUBLISHED') throw new ApiError(409, ErrorCode.newsArticlePublished, messageFor(request, 'operator.news.error.published'));
        const check = await checkArticle(withSanitisedBody(request.body.document), requestLanguage(request), stores, id);
        if (!check.valid) return replyInvalidDocument(reply, ErrorCode.invalidNewsArticle, check.errors);
        // Published in between by another operator: theirs stands.
        if (!(await articles.updateDraft(id, check.document, accountId))) {
          throw new ApiError(409, ErrorCode.newsArticlePublished, messageFor(request, 'operator.news.error.published'));
        }
        await record(id, 'saved', accountId);
        return toReply(request, await stored(request, id));
      },
    );

    app.get<ArticleRequest>(
      `${BASE}/articles/:id/audit`,
      { schema: { params: idParams, response: replying('operator/audit-list.schema.json#') } },
      async (request): Promise<OperatorAuditList> => ({ entries: await audit.list('news', request.params.id) }),
    );

    for (const [action, status] of [
      ['publish', 'PUBLISHED'],
      ['unpublish', 'DRAFT'],
    ] as const) {
      app.post<ArticleRequest>(
        `${BASE}/articles/:id/${action}`,
        { schema: { params: idParams, response: articleReply() } },
        async (request, reply): Promise<OperatorNewsArticle | FastifyReply> => {
          const { accountId } = employeeOf(request, REFUSAL);
          const { id } = request.params;
          if (status === 'PUBLISHED') {
            const check = await checkArticle(documentOf(await stored(request, id)), requestLanguage(request), stores, id);
            if (!check.valid) return replyInvalidDocument(reply, ErrorCode.invalidNewsArticle, check.errors);
          }
          if (!(await articles.setStatus(id, status, accountId))) throw notFound(request);
          await record(id, action === 'publish' ? 'published' : 'unpublished', accountId);
          return toReply(request, await stored(request, id));
        },
      );
    }
  };
}

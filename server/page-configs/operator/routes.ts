import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {
  ConfigValidationReply,
  OperatorAuditList,
  OperatorLivePageConfig,
  OperatorPageList,
  PageConfigDraft,
  PageConfigDraftList,
  PageConfigVersionDocument,
  PageConfigVersionList,
  PublishReply,
  RollbackReply,
} from '../../../common/generated/types.js';
import type { Language } from '../../../common/language.js';
import { messageFor, requestLanguage } from '../../auth/viewer.js';
import type { PageConfigStores } from '../stores.js';
import type { Database } from '../../db/connection.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { errorResponses, replying } from '../../http/error-responses.js';
import { employeeOf, employeeOnly } from '../../auth/employee-only.js';
import type { StoredDraft } from './draft-repository.js';
import { replyInvalidConfig } from './invalid-config-reply.js';
import { publishDraft, publishLiveChange, rollBack, withoutVersion, type PublishOutcome } from './operations.js';
import { applySchedule, type Schedule } from './schedule.js';
import { isConfigObject, validateConfigDocument, type PublishTarget } from './validate-document.js';
import { createVersionRepository } from './version-repository.js';
import { createAuditLog, pageSubject, recordDraftAction } from '../../operator-audit/audit-log.js';

/** What anyone but an employee is told by the operator API. */
export const OPERATOR_REFUSAL = 'operator.error.notEmployee';

const BASE = '/work/api/pageConfigs/:page';
const SCHEMA = 'operator';

interface PageRequest {
  Params: { page: string; id?: string; version?: number };
  Querystring: { lang: Language };
}

const pageParams = {
  type: 'object',
  properties: {
    page: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$' },
    id: { type: 'string', pattern: '^[0-9a-f]{32}$' },
    version: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
  required: ['page'],
};
const langQuery = {
  type: 'object',
  properties: { lang: { $ref: 'common.schema.json#/$defs/language' } },
  required: ['lang'],
};
const wallTime = { $ref: 'common.schema.json#/$defs/wallTime' };

/** The route's schema: page (and id or version) in the path, lang in the query, `body`, the reply's schema. */
function schemaOf(reply: string, status = 200, body?: object) {
  return { params: pageParams, querystring: langQuery, ...(body ? { body } : {}), response: replying(`${SCHEMA}/${reply}.schema.json#`, status) };
}

const bodies = {
  validate: { type: 'object', properties: { document: {} }, required: ['document'] },
  newDraft: {
    type: 'object',
    properties: { baseVersion: { type: 'integer', minimum: 0 }, document: { type: 'object' } },
    required: ['baseVersion', 'document'],
  },
  saveDraft: {
    type: 'object',
    properties: { revision: { type: 'integer', minimum: 1 }, document: { type: 'object' } },
    required: ['revision', 'document'],
  },
  rollback: { type: 'object', properties: { version: { type: 'integer', minimum: 1 } }, required: ['version'] },
  schedule: {
    oneOf: [
      {
        type: 'object',
        properties: { kind: { const: 'slot' }, module: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' }, startTime: wallTime, closeTime: wallTime },
        required: ['kind', 'module', 'startTime', 'closeTime'],
        additionalProperties: false,
      },
      {
        type: 'object',
        properties: {
          kind: { const: 'switch' },
          name: { $ref: 'page-config.schema.json#/properties/switches/items/properties/udfs/properties/name' },
          startTime: wallTime,
          closeTime: wallTime,
          popUpCopywriter: { type: 'string', maxLength: 500 },
        },
        required: ['kind', 'name', 'startTime', 'closeTime'],
        additionalProperties: false,
      },
    ],
  },
} as const;

const targetOf = (request: FastifyRequest<PageRequest>): PublishTarget => ({ page: request.params.page, language: request.query.lang });

/**
 * The operator API (issue 7), employees only, under /work/api/pageConfigs/{page}?lang=: the live
 * configuration, drafts, validation, publishing, versions, rollback and schedules; and the list of pages.
 */
export function operatorPageConfigRoutes(db: Database, { pageConfigs, drafts }: PageConfigStores): FastifyPluginAsync {
  const versions = createVersionRepository(db);
  const audit = createAuditLog(db);

  const draftReply = (request: FastifyRequest, draft: StoredDraft): PageConfigDraft => ({
    ...draft,
    errors: validateConfigDocument(withoutVersion(draft.document), requestLanguage(request), { page: draft.page, language: draft.language }),
  });
  const draftNotFound = (request: FastifyRequest) => new ApiError(404, ErrorCode.draftNotFound, messageFor(request, 'operator.error.draftNotFound'));
  const noPageConfig = (request: FastifyRequest<PageRequest>) =>
    new ApiError(
      404,
      ErrorCode.pageConfigNotFound,
      messageFor(request, 'operator.error.noPageConfig', { page: request.params.page, language: request.query.lang }),
    );

  /** A publish's outcome as the reply: 201 { version }, or why not. */
  const publishReply = (request: FastifyRequest<PageRequest>, reply: FastifyReply, result: PublishOutcome): PublishReply | FastifyReply => {
    switch (result.outcome) {
      case 'published':
        reply.code(201);
        return { version: result.version };
      case 'invalid':
        return replyInvalidConfig(reply, result.errors);
      case 'stale':
        throw new ApiError(
          409,
          ErrorCode.staleDraft,
          messageFor(request, 'operator.error.staleDraft', { baseVersion: result.baseVersion, liveVersion: result.liveVersion }),
        );
      case 'notFound':
        throw request.params.id === undefined ? noPageConfig(request) : draftNotFound(request);
    }
  };

  return async (app) => {
    app.addHook('preValidation', employeeOnly(OPERATOR_REFUSAL));

    app.get('/work/api/pageConfigs', { schema: { response: replying(`${SCHEMA}/page-list.schema.json#`, 200) } }, async (): Promise<OperatorPageList> => ({
      pages: await versions.livePages(),
    }));

    app.get<PageRequest>(BASE, { schema: schemaOf('live-page-config') }, async (request): Promise<OperatorLivePageConfig> => {
      const { page, lang } = { ...request.params, ...request.query };
      const live = await pageConfigs.findLive(page, lang);
      if (!live) throw noPageConfig(request);
      return { page, language: lang, liveVersion: live.version, document: withoutVersion(JSON.parse(live.document) as Record<string, unknown>) };
    });

    app.post<PageRequest & { Body: { document: unknown } }>(
      `${BASE}/validate`,
      { schema: schemaOf('validation-reply', 200, bodies.validate) },
      async (request): Promise<ConfigValidationReply> => {
        const { document } = request.body;
        const errors = validateConfigDocument(isConfigObject(document) ? withoutVersion(document) : document, requestLanguage(request), targetOf(request));
        return { valid: errors.length === 0, errors };
      },
    );

    app.get<PageRequest>(`${BASE}/drafts`, { schema: schemaOf('draft-list') }, async (request): Promise<PageConfigDraftList> => ({
      drafts: await drafts.list(request.params.page, request.query.lang),
    }));

    app.post<PageRequest & { Body: { baseVersion: number; document: Record<string, unknown> } }>(
      `${BASE}/drafts`,
      { schema: schemaOf('draft', 201, bodies.newDraft) },
      async (request, reply): Promise<PageConfigDraft> => {
        const { accountId } = employeeOf(request, OPERATOR_REFUSAL);
        const draft = await drafts.create({ ...targetOf(request), ...request.body, document: withoutVersion(request.body.document), updatedBy: accountId });
        await recordDraftAction(db, targetOf(request), 'draftCreated', accountId, draft);
        reply.code(201);
        return draftReply(request, draft);
      },
    );

    app.get<PageRequest>(`${BASE}/drafts/:id`, { schema: schemaOf('draft') }, async (request): Promise<PageConfigDraft> => {
      const draft = await drafts.find({ id: String(request.params.id), ...targetOf(request) });
      if (!draft) throw draftNotFound(request);
      return draftReply(request, draft);
    });

    app.put<PageRequest & { Body: { revision: number; document: Record<string, unknown> } }>(
      `${BASE}/drafts/:id`,
      { schema: schemaOf('draft', 200, bodies.saveDraft) },
      async (request): Promise<PageConfigDraft> => {
        const { accountId } = employeeOf(request, OPERATOR_REFUSAL);
        const key = { id: String(request.params.id), ...targetOf(request) };
        const saved = await drafts.update(key, request.body.revision, withoutVersion(request.body.document), accountId);
        if (saved) {
          await recordDraftAction(db, key, 'draftSaved', accountId, saved);
          return draftReply(request, saved);
        }
        // Not saved: either there is no such draft, or another operator saved it since (theirs stays).
        if (!(await drafts.find(key))) throw draftNotFound(request);
        throw new ApiError(409, ErrorCode.draftChanged, messageFor(request, 'operator.error.draftChanged'));
      },
    );

    // An operator's abandoned drafts go: a draft is anything typed, and nothing else ever removes one.
    app.delete<PageRequest>(
      `${BASE}/drafts/:id`,
      { schema: { params: pageParams, querystring: langQuery, response: { 204: { type: 'null' }, ...errorResponses } } },
      async (request, reply) => {
        const { accountId } = employeeOf(request, OPERATOR_REFUSAL);
        const key = { id: String(request.params.id), ...targetOf(request) };
        const draft = await drafts.find(key);
        if (!draft) throw draftNotFound(request);
        await drafts.remove(key.id);
        await recordDraftAction(db, key, 'draftDeleted', accountId, draft);
        return reply.code(204).send();
      },
    );

    app.post<PageRequest>(`${BASE}/drafts/:id/publish`, { schema: schemaOf('publish-reply', 201) }, async (request, reply) => {
      const { accountId } = employeeOf(request, OPERATOR_REFUSAL);
      const result = await publishDraft(db, {
        target: targetOf(request),
        language: requestLanguage(request),
        draftId: String(request.params.id),
        publishedBy: accountId,
      });
      return publishReply(request, reply, result);
    });

    app.get<PageRequest>(`${BASE}/versions`, { schema: schemaOf('version-list') }, async (request): Promise<PageConfigVersionList> => {
      const { page, lang } = { ...request.params, ...request.query };
      const liveVersion = await versions.liveVersion(page, lang);
      if (liveVersion === 0) throw noPageConfig(request);
      return { liveVersion, versions: await versions.list(page, lang) };
    });

    app.get<PageRequest>(`${BASE}/versions/:version`, { schema: schemaOf('version') }, async (request): Promise<PageConfigVersionDocument> => {
      const version = Number(request.params.version);
      const document = await versions.findDocument(request.params.page, request.query.lang, version);
      if (!isConfigObject(document)) throw versionNotFound(request, version);
      return { version, document: withoutVersion(document) };
    });

    app.post<PageRequest & { Body: { version: number } }>(
      `${BASE}/rollback`,
      { schema: schemaOf('rollback-reply', 200, bodies.rollback) },
      async (request, reply): Promise<RollbackReply | FastifyReply> => {
        const { version } = request.body;
        const { accountId } = employeeOf(request, OPERATOR_REFUSAL);
        const result = await rollBack(db, { target: targetOf(request), language: requestLanguage(request), version, by: accountId });
        if (result.outcome === 'notFound') throw versionNotFound(request, version);
        if (result.outcome === 'invalid') return replyInvalidConfig(reply, result.errors);
        return { liveVersion: result.liveVersion };
      },
    );

    app.get<PageRequest>(`${BASE}/audit`, { schema: schemaOf('audit-list') }, async (request): Promise<OperatorAuditList> => {
      const { page, lang } = { ...request.params, ...request.query };
      return { entries: await audit.list('pageConfig', pageSubject(page, lang)) };
    });

    app.post<PageRequest & { Body: Schedule }>(`${BASE}/schedules`, { schema: schemaOf('publish-reply', 201, bodies.schedule) }, async (request, reply) => {
      const { accountId } = employeeOf(request, OPERATOR_REFUSAL);
      const result = await publishLiveChange(db, {
        target: targetOf(request),
        language: requestLanguage(request),
        createdBy: accountId,
        change: (live) => applySchedule(live, request.body),
      });
      if (result.outcome === 'refused') {
        throw new ApiError(400, ErrorCode.validation, messageFor(request, 'operator.error.noSlot', { module: result.refusal.module }));
      }
      return publishReply(request, reply, result);
    });
  };
}

function versionNotFound(request: FastifyRequest, version: number): ApiError {
  return new ApiError(404, ErrorCode.pageConfigVersionNotFound, messageFor(request, 'operator.error.versionNotFound', { version }));
}

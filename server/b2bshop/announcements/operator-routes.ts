import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AnnouncementDocument, Language, OperatorAnnouncement, OperatorAnnouncementList, OperatorAuditList } from '../../../common/generated/types.js';
import { nowAsWallTime, wallTimeInstantIfAny } from '../../../common/wall-time.js';
import { employeeOf, employeeOnly } from '../../auth/employee-only.js';
import { messageFor, requestLanguage } from '../../auth/viewer.js';
import type { Database } from '../../db/connection.js';
import { ApiError } from '../../errors/api-error.js';
import { ErrorCode } from '../../errors/error-codes.js';
import { errorResponses, replying } from '../../http/error-responses.js';
import { createAuditLog } from '../../operator-audit/audit-log.js';
import { configError, configErrorsOf, type ConfigError } from '../../page-configs/operator/config-errors.js';
import { replyInvalidDocument } from '../../page-configs/operator/invalid-config-reply.js';
import { createSchemaAjv } from '../../../schemas/load.js';
import type { ValidateFunction } from 'ajv';
import type { AnnouncementRow } from './announcement-row.js';
import { createAnnouncementRepository } from './repository.js';

const BASE = '/work/api/announcements';
const REFUSAL = 'operator.announcements.error.notEmployee';

interface ListRequest {
  Querystring: { lang: Language };
}
interface OneRequest {
  Params: { id: string };
}
interface DocumentBody {
  Body: { document: unknown };
}

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } }, required: ['id'] };
const langQuery = { type: 'object', properties: { lang: { $ref: 'common.schema.json#/$defs/language' } }, required: ['lang'], additionalProperties: false };
const documentBody = { type: 'object', properties: { document: {} }, required: ['document'], additionalProperties: false };
const announcementReply = (status = 200) => replying('operator/operator-announcement.schema.json#', status);

let compiled: ValidateFunction<AnnouncementDocument> | undefined;
// Strict: no coercion and no defaults, so what is checked is what is stored.
function documentValidator(): ValidateFunction<AnnouncementDocument> {
  compiled ??= createSchemaAjv().compile<AnnouncementDocument>({ $ref: 'operator/announcement-document.schema.json' });
  return compiled;
}

type AnnouncementCheck = { valid: true; document: AnnouncementDocument } | { valid: false; errors: ConfigError[] };

/** The document's schema, then its window: two real dates (no 30 February), the end after the start. */
export function checkAnnouncement(document: unknown, language: Language): AnnouncementCheck {
  const validate = documentValidator();
  if (!validate(document)) return { valid: false, errors: configErrorsOf(validate.errors ?? [], language) };
  const noSuchTime = (['fromTime', 'toTime'] as const).find((field) => wallTimeInstantIfAny(document[field]) === undefined);
  if (noSuchTime) return { valid: false, errors: [configError(`/${noSuchTime}`, language, 'operator.announcements.validation.noSuchTime')] };
  if (document.toTime <= document.fromTime) return { valid: false, errors: [configError('/toTime', language, 'operator.announcements.validation.window')] };
  return { valid: true, document };
}

export function documentOfRow(row: AnnouncementRow): AnnouncementDocument {
  return {
    title: row.title,
    redirectType: row.redirect_type as AnnouncementDocument['redirectType'],
    ...(row.link_url === null ? {} : { linkUrl: row.link_url }),
    fromTime: row.from_time,
    toTime: row.to_time,
    status: row.status,
    displayPage: row.display_page as AnnouncementDocument['displayPage'],
  };
}

/**
 * The operators' announcements (/work/api/announcements…, employees only): what the SYSTEMNOTICE carousel shows.
 * List a language's, create, read, change and delete one; every change is recorded in its audit list. A document
 * that fails its schema, or whose window ends before it starts, is refused with 400 E400_INVALID_ANNOUNCEMENT, one
 * error per pointer. Visitors get a change at their next page load (the home page reads announcements per request).
 */
export function operatorAnnouncementRoutes(db: Database): FastifyPluginAsync {
  const announcements = createAnnouncementRepository(db);
  const audit = createAuditLog(db);

  const notFound = (request: FastifyRequest) => new ApiError(404, ErrorCode.announcementNotFound, messageFor(request, 'operator.announcements.error.notFound'));
  const toReply = (row: AnnouncementRow, now = nowAsWallTime()): OperatorAnnouncement => ({
    id: row.id,
    language: row.language,
    document: documentOfRow(row),
    shownNow: row.status === 'ACTIVE' && row.from_time <= now && now <= row.to_time,
  });
  const stored = async (request: FastifyRequest, id: string): Promise<AnnouncementRow> => {
    const row = await announcements.findById(id);
    if (!row) throw notFound(request);
    return row;
  };
  const record = (id: string, action: 'created' | 'saved' | 'deleted', actor: string) => audit.record({ area: 'announcement', subject: id, action, actor });

  return async (app) => {
    app.addHook('preValidation', employeeOnly(REFUSAL));

    app.get<ListRequest>(
      BASE,
      { schema: { querystring: langQuery, response: replying('operator/operator-announcement-list.schema.json#') } },
      async (request): Promise<OperatorAnnouncementList> => {
        const now = nowAsWallTime();
        return { announcements: (await announcements.listForOperators(request.query.lang)).map((row) => toReply(row, now)) };
      },
    );

    app.post<ListRequest & DocumentBody>(
      BASE,
      { schema: { querystring: langQuery, body: documentBody, response: announcementReply(201) } },
      async (request, reply): Promise<OperatorAnnouncement | FastifyReply> => {
        const { accountId } = employeeOf(request, REFUSAL);
        const check = checkAnnouncement(request.body.document, requestLanguage(request));
        if (!check.valid) return replyInvalidDocument(reply, ErrorCode.invalidAnnouncement, check.errors);
        const id = await announcements.create(check.document, request.query.lang);
        await record(id, 'created', accountId);
        reply.code(201);
        return toReply(await stored(request, id));
      },
    );

    app.get<OneRequest>(`${BASE}/:id`, { schema: { params: idParams, response: announcementReply() } }, async (request) =>
      toReply(await stored(request, request.params.id)),
    );

    app.put<OneRequest & DocumentBody>(
      `${BASE}/:id`,
      { schema: { params: idParams, body: documentBody, response: announcementReply() } },
      async (request, reply): Promise<OperatorAnnouncement | FastifyReply> => {
        const { accountId } = employeeOf(request, REFUSAL);
        const { id } = request.params;
        await stored(request, id);
        const check = checkAnnouncement(request.body.document, requestLanguage(request));
        if (!check.valid) return replyInvalidDocument(reply, ErrorCode.invalidAnnouncement, check.errors);
        if (!(await announcements.update(id, check.document))) throw notFound(request);
        await record(id, 'saved', accountId);
        return toReply(await stored(request, id));
      },
    );

    app.delete<OneRequest>(`${BASE}/:id`, { schema: { params: idParams, response: { 204: { type: 'null' }, ...errorResponses } } }, async (request, reply) => {
      const { accountId } = employeeOf(request, REFUSAL);
      if (!(await announcements.remove(request.params.id))) throw notFound(request);
      await record(request.params.id, 'deleted', accountId);
      return reply.code(204).send();
    });

    app.get<OneRequest>(
      `${BASE}/:id/audit`,
      { schema: { params: idParams, response: replying('operator/audit-list.schema.json#') } },
      async (request): Promise<OperatorAuditList> => ({ entries: await audit.list('announcement', request.params.id) }),
    );
  };
}

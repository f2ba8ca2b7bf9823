import type { ValidateFunction } from 'ajv';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {
  Language,
  OperatorAuditList,
  OperatorPressInvitation,
  OperatorPressInvitationList,
  PressInvitationDocument,
} from '../../common/generated/types.js';
import { wallTimeInstantIfAny } from '../../common/wall-time.js';
import { employeeOf, employeeOnly } from '../auth/employee-only.js';
import { messageFor, requestLanguage } from '../auth/viewer.js';
import type { Database } from '../db/connection.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { replying } from '../http/error-responses.js';
import { createAuditLog } from '../operator-audit/audit-log.js';
import { configError, configErrorsOf, type ConfigError } from '../page-configs/operator/config-errors.js';
import { replyInvalidDocument } from '../page-configs/operator/invalid-config-reply.js';
import { createSchemaAjv } from '../../schemas/load.js';
import { createInvitationRepository, type InvitationRow } from './invitation-repository.js';
import { invitationStatus } from './invitation-status.js';

const BASE = '/work/api/news/invitations';
const REFUSAL = 'operator.news.error.notEmployee';

interface OneRequest {
  Params: { id: string };
}
interface DocumentBody {
  Body: { document: unknown };
}

const idParams = { type: 'object', properties: { id: { $ref: 'news/news-common.schema.json#/$defs/invitationId' } }, required: ['id'] };
const documentBody = { type: 'object', properties: { document: {} }, required: ['document'], additionalProperties: false };
const invitationReply = (status = 200) => replying('news/operator-press-invitation.schema.json#', status);

let compiled: ValidateFunction<PressInvitationDocument> | undefined;
// Strict: no coercion and no defaults, so what is checked is what is stored.
function documentValidator(): ValidateFunction<PressInvitationDocument> {
  compiled ??= createSchemaAjv().compile<PressInvitationDocument>({ $ref: 'news/press-invitation-document.schema.json' });
  return compiled;
}

type InvitationCheck = { valid: true; document: PressInvitationDocument } | { valid: false; errors: ConfigError[] };

/**
 * The document's schema; then real dates, the deadline not after the event (the table's own rule), and no fewer
 * seats than the media members who signed up already (`registered`: none for a new invitation).
 */
export function checkInvitation(document: unknown, language: Language, registered = 0): InvitationCheck {
  const validate = documentValidator();
  if (!validate(document)) return { valid: false, errors: configErrorsOf(validate.errors ?? [], language) };
  const errors: ConfigError[] = [];
  for (const field of ['eventTime', 'registrationDeadline'] as const) {
    if (wallTimeInstantIfAny(document[field]) === undefined) errors.push(configError(`/${field}`, language, 'operator.announcements.validation.noSuchTime'));
  }
  if (errors.length === 0 && document.registrationDeadline > document.eventTime) {
    errors.push(configError('/registrationDeadline', language, 'operator.invitations.validation.deadline'));
  }
  if (document.capacity < registered) errors.push(configError('/capacity', language, 'operator.invitations.validation.capacity', { registered }));
  return errors.length > 0 ? { valid: false, errors } : { valid: true, document };
}

const documentOf = (row: InvitationRow): PressInvitationDocument => ({
  id: row.id,
  title: { EN_US: row.title.EN_US ?? '', ZH_CN: row.title.ZH_CN ?? '' },
  place: { EN_US: row.place.EN_US ?? '', ZH_CN: row.place.ZH_CN ?? '' },
  eventTime: row.eventTime,
  registrationDeadline: row.registrationDeadline,
  capacity: row.capacity,
  status: row.status,
});

const toReply = (row: InvitationRow): OperatorPressInvitation => ({
  document: documentOf(row),
  registeredCount: row.registeredCount,
  shownStatus: invitationStatus(row),
});

/**
 * The operators' press invitations (/work/api/news/invitations…, employees only): list them with their sign-ups,
 * create one, change one (its id stays: articles and addresses name it), close it by its status; each change in its
 * audit list. A refused document is 400 E400_INVALID_NEWS_ARTICLE's sibling E400_INVALID_PRESS_INVITATION, a pointer per error.
 */
export function operatorInvitationRoutes(db: Database): FastifyPluginAsync {
  const invitations = createInvitationRepository(db);
  const audit = createAuditLog(db);
  const notFound = (request: FastifyRequest) =>
    new ApiError(404, ErrorCode.pressInvitationNotFound, messageFor(request, 'operator.invitations.error.notFound'));
  const stored = async (request: FastifyRequest, id: string) => {
    const row = await invitations.find(id, null);
    if (!row) throw notFound(request);
    return row;
  };
  const record = (id: string, action: 'created' | 'saved', actor: string) => audit.record({ area: 'pressInvitation', subject: id, action, actor });

  return async (app) => {
    app.addHook('preValidation', employeeOnly(REFUSAL));

    app.get(BASE, { schema: { response: replying('news/operator-press-invitation-list.schema.json#') } }, async (): Promise<OperatorPressInvitationList> => ({
      invitations: (await invitations.listAll()).map(toReply),
    }));

    app.post<DocumentBody>(BASE, { schema: { body: documentBody, response: invitationReply(201) } }, async (request, reply) => {
      const { accountId } = employeeOf(request, REFUSAL);
      const check = checkInvitation(request.body.document, requestLanguage(request));
      if (!check.valid) return replyInvalidDocument(reply, ErrorCode.invalidPressInvitation, check.errors);
      if (await invitations.exists(check.document.id)) {
        return replyInvalidDocument(reply, ErrorCode.invalidPressInvitation, [
          configError('/id', requestLanguage(request), 'operator.invitations.validation.idTaken'),
        ]);
      }
      await invitations.insert(check.document);
      await record(check.document.id, 'created', accountId);
      reply.code(201);
      return toReply(await stored(request, check.document.id));
    });

    app.get<OneRequest>(`${BASE}/:id`, { schema: { params: idParams, response: invitationReply() } }, async (request) =>
      toReply(await stored(request, request.params.id)),
    );

    app.put<OneRequest & DocumentBody>(
      `${BASE}/:id`,
      { schema: { params: idParams, body: documentBody, response: invitationReply() } },
      async (request, reply): Promise<OperatorPressInvitation | FastifyReply> => {
        const { accountId } = employeeOf(request, REFUSAL);
        const { id } = request.params;
        return db.transaction(async (tx) => {
          // The seats are checked against the sign-ups with the row locked, as a sign-up checks them.
          const locked = createInvitationRepository(tx);
          const current = await locked.find(id, null, { lock: true });
          if (!current) throw notFound(request);
          const check = checkInvitation(request.body.document, requestLanguage(request), current.registeredCount);
          if (!check.valid) return replyInvalidDocument(reply, ErrorCode.invalidPressInvitation, check.errors);
          if (check.document.id !== id) {
            return replyInvalidDocument(reply, ErrorCode.invalidPressInvitation, [
              configError('/id', requestLanguage(request), 'operator.invitations.validation.idFixed'),
            ]);
          }
          await locked.update(check.document);
          await createAuditLog(tx).record({ area: 'pressInvitation', subject: id, action: 'saved', actor: accountId });
          return toReply((await locked.find(id, null)) as InvitationRow);
        });
      },
    );

    app.get<OneRequest>(
      `${BASE}/:id/audit`,
      { schema: { params: idParams, response: replying('operator/audit-list.schema.json#') } },
      async (request): Promise<OperatorAuditList> => ({ entries: await audit.list('pressInvitation', request.params.id) }),
    );
  };
}

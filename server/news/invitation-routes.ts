import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Language, PressInvitation } from '../../common/generated/types.js';
import type { MessageId } from '../../common/i18n/messages.js';
import { messageFor, viewerOf } from '../auth/viewer.js';
import { languageQuery } from '../b2bshop/catalog/catalog-schemas.js';
import { textIn } from '../b2bshop/catalog/catalog-text.js';
import type { Database } from '../db/connection.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { replying } from '../http/error-responses.js';
import { isMediaMember } from '../media/media-member.js';
import { NEWS_API } from './article-routes.js';
import { createInvitationRepository, type InvitationRow } from './invitation-repository.js';
import { invitationStatus, signUpState, type SignUpState, type SignUpViewer } from './invitation-status.js';

interface InvitationRequest {
  Params: { id: string };
  Querystring: { lang: Language };
}

const SIGN_UP_MESSAGES: Record<SignUpState, MessageId> = {
  AVAILABLE: 'news.signUp.available',
  REGISTERED: 'news.signUp.registered',
  FULL: 'news.signUp.full',
  CLOSED: 'news.signUp.closed',
  LOGIN_REQUIRED: 'news.signUp.loginRequired',
  NOT_MEDIA: 'news.signUp.notMedia',
};

function schemaOf(status: number) {
  return {
    params: { type: 'object', properties: { id: { type: 'string', maxLength: 200 } }, required: ['id'] },
    querystring: { type: 'object', properties: { lang: languageQuery }, additionalProperties: false },
    response: replying('news/press-invitation.schema.json#', status),
  };
}

/**
 * Press invitations: one as the viewer sees it (may they sign up, or why not), and a media member's
 * sign-up, one per member, never past the capacity (the invitation's row is locked while seats are counted).
 */
export function invitationRoutes(db: Database, mediaEnterpriseIds: readonly string[]): FastifyPluginAsync {
  const invitations = createInvitationRepository(db);
  const viewerKind = (request: FastifyRequest): SignUpViewer => {
    if (!request.viewer) return 'VISITOR';
    return isMediaMember(request.viewer, mediaEnterpriseIds) ? 'MEDIA_MEMBER' : 'NOT_MEDIA';
  };
  const notFound = (request: FastifyRequest) => new ApiError(404, ErrorCode.pressInvitationNotFound, messageFor(request, 'news.error.invitationNotFound'));

  const reply = (request: FastifyRequest<InvitationRequest>, row: InvitationRow): PressInvitation => {
    const status = invitationStatus(row);
    const state = signUpState(status, viewerKind(request), row.registered);
    const { id, eventTime, registrationDeadline, capacity, registeredCount } = row;
    const { lang } = request.query;
    return {
      id,
      title: textIn(row.title, lang),
      place: textIn(row.place, lang),
      eventTime,
      registrationDeadline,
      capacity,
      registeredCount,
      status,
      signUp: { state, message: messageFor(request, SIGN_UP_MESSAGES[state]) },
    };
  };

  return async (app) => {
    app.get<InvitationRequest>(`${NEWS_API}/invitations/:id`, { schema: schemaOf(200) }, async (request) => {
      const row = await invitations.find(request.params.id, request.viewer?.accountId ?? null);
      if (!row) throw notFound(request);
      return reply(request, row);
    });

    app.post<InvitationRequest>(`${NEWS_API}/invitations/:id/registrations`, { schema: schemaOf(201) }, async (request, response) => {
      const viewer = viewerOf(request);
      if (!isMediaMember(viewer, mediaEnterpriseIds)) throw new ApiError(403, ErrorCode.notMediaMember, messageFor(request, 'news.signUp.notMedia'));
      const row = await db.transaction(async (tx) => {
        const repository = createInvitationRepository(tx);
        const locked = await repository.find(request.params.id, viewer.accountId, { lock: true });
        if (!locked) throw notFound(request);
        if (locked.registered) throw new ApiError(409, ErrorCode.alreadyRegistered, messageFor(request, 'news.signUp.alreadyRegistered'));
        const status = invitationStatus(locked);
        if (status === 'CLOSED') throw new ApiError(409, ErrorCode.invitationClosed, messageFor(request, 'news.signUp.closed'));
        if (status === 'FULL') throw new ApiError(409, ErrorCode.invitationFull, messageFor(request, 'news.signUp.full'));
        await repository.register(locked.id, viewer.accountId);
        return { ...locked, registered: true, registeredCount: locked.registeredCount + 1 };
      });
      response.code(201);
      return reply(request, row);
    });
  };
}

import type { FastifyRequest } from 'fastify';
import type { LoginStatus, MediaLoginReply } from '../../common/generated/types.js';
import { messageFor } from '../auth/viewer.js';

/** A media login's or registration's reply: a media member is welcome, any other media account awaits verification of its company. */
export function mediaLoginReply(request: FastifyRequest, loginStatus: LoginStatus, mediaMember: boolean): MediaLoginReply {
  return { loginStatus, mediaMember, notice: messageFor(request, mediaMember ? 'media.notice.member' : 'media.notice.awaitingVerification') };
}

export const mediaLoginResponses = { 200: { $ref: 'news/media-login-reply.schema.json#' } } as const;

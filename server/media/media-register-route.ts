import type { FastifyPluginAsync } from 'fastify';
import type { MediaLoginReply } from '../../common/generated/types.js';
import type { AuthContext } from '../auth/auth-context.js';
import { requireLoginOpen } from '../auth/login-gates.js';
import { registerAccount, registerBody, type RegisterBody } from '../auth/register-account.js';
import { errorResponses } from '../http/error-responses.js';
import { mediaLoginReply, mediaLoginResponses } from './media-login-reply.js';

const schema = { body: registerBody, response: { ...mediaLoginResponses, ...errorResponses } };

/**
 * POST /api/auth/media/register (spec §6: media have their own register): the buyers' registration's rules
 * (code, terms, throttle, encrypted password), gated by the media login bit. The new media account has no
 * company yet, so it is not a media member: it is told it awaits verification until its company is on
 * MEDIA_ENTERPRISE_IDS.
 */
export function mediaRegisterRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: RegisterBody }>('/api/auth/media/register', { schema }, async (request, reply): Promise<MediaLoginReply> => {
      const loginStatus = await registerAccount(context, request, reply, {
        requireOpen: () => requireLoginOpen(context.pageConfigs, request, { userType: 'BUYER', mediaMember: true }),
        mediaAccount: true,
      });
      return mediaLoginReply(request, loginStatus, false);
    });
  };
}

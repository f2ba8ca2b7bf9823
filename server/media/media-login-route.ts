import type { FastifyPluginAsync } from 'fastify';
import type { MediaLoginReply } from '../../common/generated/types.js';
import type { Account } from '../auth/account-repository.js';
import type { AuthContext } from '../auth/auth-context.js';
import { logIn } from '../auth/login-attempt.js';
import { accountOfPassword, passwordLoginBody, type PasswordLoginBody } from '../auth/password-credentials.js';
import { messageFor } from '../auth/viewer.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { errorResponses } from '../http/error-responses.js';
import { mediaLoginReply, mediaLoginResponses } from './media-login-reply.js';
import { isMediaEnterprise } from './media-member.js';

const schema = { body: passwordLoginBody, response: { ...mediaLoginResponses, ...errorResponses } };

/** A media account: one registered through the media register, or a member whose company is a media enterprise. */
function isMediaAccount(account: Account, mediaEnterpriseIds: readonly string[]): boolean {
  if (account.userType !== 'BUYER' && account.userType !== 'MEMBER') return false;
  return account.mediaMember || isMediaEnterprise(account.siteTraderId, mediaEnterpriseIds);
}

/**
 * POST /api/auth/media/login (spec §6: media have their own login): the buyers' password login's rules
 * (terms, throttle, encrypted password, disabled accounts), for media accounts only and gated by the
 * flag mask's media login bit; anyone else is sent to the member login (403 E403_NOT_MEDIA_ACCOUNT).
 */
export function mediaLoginRoute(context: AuthContext): FastifyPluginAsync {
  const { mediaEnterpriseIds } = context.config;
  return async (app) => {
    app.post<{ Body: PasswordLoginBody }>('/api/auth/media/login', { schema }, async (request, reply): Promise<MediaLoginReply> => {
      const { account, accountKey } = await accountOfPassword(context, request, reply, request.body);
      if (!isMediaAccount(account, mediaEnterpriseIds)) throw new ApiError(403, ErrorCode.notMediaAccount, messageFor(request, 'media.error.notMediaAccount'));
      // Through this entry the media login bit gates, whatever the account's flag says.
      const loginStatus = await logIn(context, request, reply, { ...account, mediaMember: true }, accountKey);
      return mediaLoginReply(request, loginStatus, isMediaEnterprise(account.siteTraderId, mediaEnterpriseIds));
    });
  };
}

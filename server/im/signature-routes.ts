import type { FastifyPluginAsync } from 'fastify';
import type { TimSignature } from '../../common/generated/types.js';
import { SUBSITES } from '../auth/back-offices.js';
import { errorResponses } from '../http/error-responses.js';
import type { ImAccess } from './im-access.js';
import type { ImUserSigner } from './im-user-signer.js';

const schema = { response: { 200: { $ref: 'im/tim-signature.schema.json#' }, ...errorResponses } };

/**
 * GET /{subsite}/api/tim/signature/self (spec §7): the viewer's IM credentials, for buyers under member and
 * sellers under seller (§6); a Tencent Cloud Chat UserSig with the app id, or the local IM's token with
 * sdkAppId null. With KEFU_HOST configured it also tells the browser where the kefu exchange goes.
 */
export function signatureRoutes(access: ImAccess, signer: ImUserSigner, kefuHost: string | null): FastifyPluginAsync {
  return async (app) => {
    for (const subsite of SUBSITES) {
      app.get(`/${subsite}/api/tim/signature/self`, { schema }, async (request, reply): Promise<TimSignature> => {
        const viewer = await access.imViewerOf(request, subsite);
        // A credential: no cache (the browser's or a proxy's) keeps it.
        reply.header('cache-control', 'no-store');
        return {
          imUserId: viewer.accountId,
          imUserSig: await signer.sign(viewer.accountId),
          sdkAppId: signer.sdkAppId,
          ...(kefuHost === null ? {} : { kefuHost }),
        };
      });
    }
  };
}

import type { FastifyPluginAsync } from 'fastify';
import type { LoginPublicKey } from '../../common/generated/types.js';
import { errorResponses } from '../http/error-responses.js';
import type { AuthContext } from './auth-context.js';
import { LOGIN_KEY_BITS } from './login-key.js';

const schema = { response: { 200: { $ref: 'auth/public-key.schema.json#' }, ...errorResponses } };

/** GET /api/auth/public-key: the key the browser encrypts passwords with before sending them. */
export function publicKeyRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/auth/public-key', { schema }, async (): Promise<LoginPublicKey> => {
      const key = await context.loginKey.current();
      return { publicKey: key.publicKeyPem, keyBits: LOGIN_KEY_BITS };
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { errorResponses } from '../http/error-responses.js';
import { createAccountRepository } from './account-repository.js';
import type { AuthContext } from './auth-context.js';
import { normaliseContact } from './contact.js';
import { decryptedPassword, requireNotThrottled, requirePasswordLength } from './credential-checks.js';
import { hashPassword } from './password-hash.js';
import { createSessionRepository } from './session-repository.js';
import { createVerificationCodes } from './verification-codes.js';
import { messageFor } from './viewer.js';

interface RetrieveBody {
  target: string;
  code: string;
  /** base64 RSA ciphertext of the new password, as for login. */
  newPassword: string;
}

const schema = {
  body: {
    type: 'object',
    properties: {
      target: { type: 'string', minLength: 1, maxLength: 254 },
      code: { type: 'string', pattern: '^[0-9]{6}$' },
      newPassword: { type: 'string', minLength: 1, maxLength: 1024 },
    },
    required: ['target', 'code', 'newPassword'],
    additionalProperties: false,
  },
  response: { 204: { type: 'null' }, ...errorResponses },
};

/** POST /api/auth/password/retrieve: a new password with a code; every session of the account ends. */
export function passwordRetrieveRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: RetrieveBody }>('/api/auth/password/retrieve', { schema }, async (request, reply) => {
      const { code } = request.body;
      const target = normaliseContact(request.body.target)?.value ?? request.body.target.trim().toLowerCase();
      await requireNotThrottled(context, request, reply, target);
      const password = await decryptedPassword(context, request, request.body.newPassword);
      requirePasswordLength(request, password);
      const passwordHash = await hashPassword(password);
      const changed = await context.db.transaction(async (tx) => {
        if (!(await createVerificationCodes(tx).consume(target, 'RETRIEVE_PASSWORD', code))) return false;
        const account = await createAccountRepository(tx).findByContact(target);
        if (!account) return false;
        await createAccountRepository(tx).setPasswordHash(account.id, passwordHash);
        await createSessionRepository(tx).revokeAllOf(account.id, 'PASSWORD_CHANGED');
        return true;
      });
      if (!changed) {
        await context.throttle.recordFailure(target, request.ip);
        throw new ApiError(401, ErrorCode.badCredentials, messageFor(request, 'auth.error.badCode'));
      }
      await context.throttle.clear(target);
      return reply.code(204).send();
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../http/error-responses.js';
import { createAccountRepository } from './account-repository.js';
import type { AuthContext } from './auth-context.js';
import { accountKeyOf } from './contact.js';
import { decryptedPassword, requireNotThrottled, requirePasswordLength } from './credential-checks.js';
import { contactInput, encryptedPassword, verificationCode } from './credential-schemas.js';
import { refuseCredentials } from './login-attempt.js';
import { hashPassword } from './password-hash.js';
import { createSessionRepository } from './session-repository.js';
import { createVerificationCodes } from './verification-codes.js';

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
      target: contactInput,
      code: verificationCode,
      newPassword: encryptedPassword,
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
      const target = accountKeyOf(request.body.target);
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
      if (!changed) return refuseCredentials(context, request, target, 'auth.error.badCode');
      await context.throttle.clear(target);
      return reply.code(204).send();
    });
  };
}

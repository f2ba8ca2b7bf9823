import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../http/error-responses.js';
import { createAccountRepository } from './account-repository.js';
import type { AuthContext } from './auth-context.js';
import { accountKeyOf } from './contact.js';
import { admitAttempt, decryptedPassword, requirePasswordLength } from './credential-checks.js';
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

/**
 * POST /api/auth/password/retrieve: a new password with a code; every session of the account ends. Until the code
 * is right, every refusal is the wrong code's, so the reply tells nothing of the new password (issue 24).
 */
export function passwordRetrieveRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: RetrieveBody }>('/api/auth/password/retrieve', { schema }, async (request, reply) => {
      const { code } = request.body;
      const target = accountKeyOf(request.body.target);
      await admitAttempt(context, request, reply, target);
      const password = await decryptedPassword(context, request, request.body.newPassword);
      // Hashed before the code is looked at: the same work whatever the code.
      const passwordHash = await hashPassword(password.text);
      const changed = await context.db.transaction(async (tx) => {
        const accounts = createAccountRepository(tx);
        // A wrong code is answered after the transaction, which keeps the guess counted against the code.
        if (!(await createVerificationCodes(tx).consume(target, 'RETRIEVE_PASSWORD', code))) return false;
        const account = await accounts.findByContact(target);
        // Thrown, so rolled back: the code stays unspent.
        if (!account) return refuseCredentials(request, 'auth.error.badCode');
        requirePasswordLength(request, password.text);
        await accounts.setPasswordHash(account.id, passwordHash);
        await createSessionRepository(tx).revokeAllOf(account.id, 'PASSWORD_CHANGED');
        return true;
      });
      if (!changed) return refuseCredentials(request, 'auth.error.badCode');
      await context.throttle.succeeded(target, request.ip);
      return reply.code(204).send();
    });
  };
}

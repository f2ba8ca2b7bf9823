import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { errorResponses } from '../http/error-responses.js';
import type { AuthContext } from './auth-context.js';
import { normaliseContact } from './contact.js';
import { decryptedPassword, requireNotThrottled, requireTermsAccepted } from './credential-checks.js';
import { decoyPasswordHash, verifyPassword } from './password-hash.js';
import { startSession } from './start-session.js';
import { messageFor } from './viewer.js';

interface LoginBody {
  account: string;
  /** base64 RSA ciphertext (jsencrypt, PKCS#1 v1.5) of the password. */
  password: string;
  agreeToTerms: boolean;
  industrySiteId?: string;
}

const schema = {
  body: {
    type: 'object',
    properties: {
      account: { type: 'string', minLength: 1, maxLength: 254 },
      password: { type: 'string', minLength: 1, maxLength: 1024 },
      agreeToTerms: { type: 'boolean' },
      industrySiteId: { type: 'string', maxLength: 64 },
    },
    required: ['account', 'password', 'agreeToTerms'],
    additionalProperties: false,
  },
  response: { 200: { $ref: 'auth/login-status.schema.json#' }, ...errorResponses },
};

/** POST /api/auth/login: password login with an e-mail address or a phone number. */
export function passwordLoginRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: LoginBody }>('/api/auth/login', { schema }, async (request, reply) => {
      const { account: input, password: ciphertext, agreeToTerms } = request.body;
      requireTermsAccepted(request, agreeToTerms);
      const accountKey = normaliseContact(input)?.value ?? input.trim().toLowerCase();
      await requireNotThrottled(context, request, reply, accountKey);
      const password = await decryptedPassword(context, request, ciphertext);
      const account = await context.accounts.findByContact(accountKey);
      const passwordMatches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
      if (!account || !passwordMatches) {
        await context.throttle.recordFailure(accountKey, request.ip);
        throw new ApiError(401, ErrorCode.badCredentials, messageFor(request, 'auth.error.badCredentials'));
      }
      if (account.disabled) throw new ApiError(401, ErrorCode.sessionRevoked, messageFor(request, 'auth.error.sessionEnded'));
      await context.throttle.clear(accountKey);
      return startSession(context, reply, account);
    });
  };
}

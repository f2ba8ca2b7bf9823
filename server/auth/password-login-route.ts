import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from './auth-context.js';
import { accountKeyOf } from './contact.js';
import { decryptedPassword, requireNotThrottled, requireTermsAccepted } from './credential-checks.js';
import { contactInput, encryptedPassword, loginStatusResponses } from './credential-schemas.js';
import { logIn, refuseCredentials } from './login-attempt.js';
import { decoyPasswordHash, verifyPassword } from './password-hash.js';

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
      account: contactInput,
      password: encryptedPassword,
      agreeToTerms: { type: 'boolean' },
      industrySiteId: { type: 'string', maxLength: 64 },
    },
    required: ['account', 'password', 'agreeToTerms'],
    additionalProperties: false,
  },
  response: loginStatusResponses,
};

/** POST /api/auth/login: password login with an e-mail address or a phone number. */
export function passwordLoginRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: LoginBody }>('/api/auth/login', { schema }, async (request, reply) => {
      const { account: input, password: ciphertext, agreeToTerms } = request.body;
      requireTermsAccepted(request, agreeToTerms);
      const accountKey = accountKeyOf(input);
      await requireNotThrottled(context, request, reply, accountKey);
      const password = await decryptedPassword(context, request, ciphertext);
      const account = await context.accounts.findByContact(accountKey);
      const passwordMatches = await verifyPassword(password, account?.passwordHash ?? (await decoyPasswordHash()));
      if (!account || !passwordMatches) return refuseCredentials(context, request, accountKey, 'auth.error.badCredentials');
      return logIn(context, request, reply, account, accountKey);
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from './auth-context.js';
import { accountKeyOf } from './contact.js';
import { admitAttempt, requireTermsAccepted } from './credential-checks.js';
import { contactInput, loginStatusResponses, verificationCode } from './credential-schemas.js';
import { logIn, refuseCredentials } from './login-attempt.js';

interface CodeLoginBody {
  target: string;
  code: string;
  agreeToTerms: boolean;
}

const schema = {
  body: {
    type: 'object',
    properties: {
      target: contactInput,
      code: verificationCode,
      agreeToTerms: { type: 'boolean' },
    },
    required: ['target', 'code', 'agreeToTerms'],
    additionalProperties: false,
  },
  response: loginStatusResponses,
};

/** POST /api/auth/login/code: login with a code sent to the account's e-mail address or phone. */
export function codeLoginRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: CodeLoginBody }>('/api/auth/login/code', { schema }, async (request, reply) => {
      const { code, agreeToTerms } = request.body;
      requireTermsAccepted(request, agreeToTerms);
      const target = accountKeyOf(request.body.target);
      await admitAttempt(context, request, reply, target);
      const account = (await context.codes.consume(target, 'LOGIN', code)) ? await context.accounts.findByContact(target) : undefined;
      if (!account) return refuseCredentials(request, 'auth.error.badCode');
      return logIn(context, request, reply, account, target);
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { errorResponses } from '../http/error-responses.js';
import type { AuthContext } from './auth-context.js';
import { normaliseContact } from './contact.js';
import { requireNotThrottled, requireTermsAccepted } from './credential-checks.js';
import { startSession } from './start-session.js';
import { messageFor } from './viewer.js';

interface CodeLoginBody {
  target: string;
  code: string;
  agreeToTerms: boolean;
}

const schema = {
  body: {
    type: 'object',
    properties: {
      target: { type: 'string', minLength: 1, maxLength: 254 },
      code: { type: 'string', pattern: '^[0-9]{6}$' },
      agreeToTerms: { type: 'boolean' },
    },
    required: ['target', 'code', 'agreeToTerms'],
    additionalProperties: false,
  },
  response: { 200: { $ref: 'auth/login-status.schema.json#' }, ...errorResponses },
};

/** POST /api/auth/login/code: login with a code sent to the account's e-mail address or phone. */
export function codeLoginRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: CodeLoginBody }>('/api/auth/login/code', { schema }, async (request, reply) => {
      const { code, agreeToTerms } = request.body;
      requireTermsAccepted(request, agreeToTerms);
      const target = normaliseContact(request.body.target)?.value ?? request.body.target.trim().toLowerCase();
      await requireNotThrottled(context, request, reply, target);
      const account = (await context.codes.consume(target, 'LOGIN', code)) ? await context.accounts.findByContact(target) : undefined;
      if (!account) {
        await context.throttle.recordFailure(target, request.ip);
        throw new ApiError(401, ErrorCode.badCredentials, messageFor(request, 'auth.error.badCode'));
      }
      if (account.disabled) throw new ApiError(401, ErrorCode.sessionRevoked, messageFor(request, 'auth.error.sessionEnded'));
      await context.throttle.clear(target);
      return startSession(context, reply, account);
    });
  };
}

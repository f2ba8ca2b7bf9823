import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { errorResponses } from '../http/error-responses.js';
import type { AuthContext } from './auth-context.js';
import type { CodeChannel, CodeMessage, CodePurpose } from './code-ports.js';
import { contactOrRefuse } from './credential-checks.js';
import { contactInput } from './credential-schemas.js';
import { createAccountRepository } from './account-repository.js';
import { CODE_VALID_SECONDS, createVerificationCodes } from './verification-codes.js';
import { messageFor, requestLanguage } from './viewer.js';
import { requireRegistrationOpen } from './login-gates.js';

interface CodesBody {
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
}

const schema = {
  body: {
    type: 'object',
    properties: {
      channel: { enum: ['EMAIL', 'SMS'] },
      target: contactInput,
      purpose: { enum: ['LOGIN', 'REGISTER', 'RETRIEVE_PASSWORD'] },
    },
    required: ['channel', 'target', 'purpose'],
    additionalProperties: false,
  },
  response: { 204: { type: 'null' }, ...errorResponses },
};

/**
 * POST /api/auth/codes: sends a six-digit code by e-mail or SMS. For login and password retrieve a code
 * goes only to a known account, but the answer is the same 204 either way, so it does not tell who has
 * an account.
 */
export function codesRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: CodesBody }>('/api/auth/codes', { schema }, async (request, reply) => {
      const { channel, purpose } = request.body;
      const contact = contactOrRefuse(request, request.body.target);
      if ((channel === 'EMAIL') !== (contact.kind === 'EMAIL')) {
        throw new ApiError(400, ErrorCode.validation, messageFor(request, 'auth.error.badContact'));
      }
      const target = contact.value;
      if (purpose === 'REGISTER') await requireRegistrationOpen(context.db, request);
      const outcome = await context.db.transaction(async (tx) => {
        if (purpose !== 'REGISTER' && !(await createAccountRepository(tx).findByContact(target))) return { kind: 'unknownAccount' } as const;
        return createVerificationCodes(tx).issue(channel, target, purpose);
      });
      if (outcome.kind === 'tooSoon') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new ApiError(429, ErrorCode.codeTooSoon, messageFor(request, 'auth.error.codeTooSoon', { seconds: outcome.retryAfterSeconds }));
      }
      if (outcome.kind === 'issued') {
        const language = requestLanguage(request);
        const text = messageFor(request, 'auth.code.message', { code: outcome.code, minutes: CODE_VALID_SECONDS / 60 });
        const message: CodeMessage = { channel, target, purpose, code: outcome.code, language, text };
        await (channel === 'EMAIL' ? context.ports.mail.sendMail(message) : context.ports.sms.sendSms(message));
      }
      return reply.code(204).send();
    });
  };
}

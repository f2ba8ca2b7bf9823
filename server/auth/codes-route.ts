import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { errorResponses } from '../http/error-responses.js';
import type { AuthContext } from './auth-context.js';
import type { CodeChannel, CodeMessage, CodePurpose } from './code-ports.js';
import { contactOrRefuse } from './credential-checks.js';
import { contactInput } from './credential-schemas.js';
import { createAccountRepository } from './account-repository.js';
import { createCodeAddressBackOff } from './code-address-back-off.js';
import { CODE_VALID_SECONDS, createVerificationCodes, type IssueOutcome } from './verification-codes.js';
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
 * POST /api/auth/codes: sends a six-digit code by e-mail or SMS. For login and password retrieve a code goes only
 * to a known account, but every answer (204, the back-off's 429) is the same either way, so it does not tell who
 * has an account (issue 24). Codes back off per target (verification-codes.ts) and per client address
 * (code-address-back-off.ts), as each SMS costs.
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
      if (purpose === 'REGISTER') await requireRegistrationOpen(context.pageConfigs, request);
      const outcome = await context.db.transaction(async (tx): Promise<IssueOutcome & { deliver?: boolean }> => {
        const addresses = createCodeAddressBackOff(tx);
        const addressWait = await addresses.wait(request.ip);
        if (addressWait > 0) return { kind: 'tooSoon', retryAfterSeconds: addressWait };
        const deliver = purpose === 'REGISTER' || (await createAccountRepository(tx).findByContact(target)) !== undefined;
        const issued = await createVerificationCodes(tx).issue(channel, target, purpose, { usable: deliver });
        if (issued.kind === 'issued') await addresses.record(request.ip);
        return { ...issued, deliver };
      });
      if (outcome.kind === 'tooSoon') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new ApiError(429, ErrorCode.codeTooSoon, messageFor(request, 'auth.error.codeTooSoon', { seconds: outcome.retryAfterSeconds }));
      }
      if (outcome.deliver) {
        const language = requestLanguage(request);
        const text = messageFor(request, 'auth.code.message', { code: outcome.code, minutes: CODE_VALID_SECONDS / 60 });
        const message: CodeMessage = { channel, target, purpose, code: outcome.code, language, text };
        const sending = channel === 'EMAIL' ? context.ports.mail.sendMail(message) : context.ports.sms.sendSms(message);
        // Not awaited: a mail server or an SMS gateway takes its time, and an answer that came later for a known
        // account than for an unknown one would tell them apart. A failed send is logged; the user asks again.
        sending.catch((error: unknown) => request.log.error({ err: error, channel, purpose }, 'verification code not sent'));
      }
      return reply.code(204).send();
    });
  };
}

// A registration's body and the registration itself, shared by the buyers' register (/api/auth/register)
// and the media register (/api/auth/media/register): one contact, its code, the RSA-encrypted password,
// the terms, the throttle; a BUYER account with its member record and a session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginStatus } from '../../common/generated/types.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { createAccountRepository } from './account-repository.js';
import type { AuthContext } from './auth-context.js';
import { admitAttempt, contactOrRefuse, decryptedPassword, requirePasswordLength, requireTermsAccepted } from './credential-checks.js';
import { contactInput, encryptedPassword, verificationCode } from './credential-schemas.js';
import { refuseCredentials } from './login-attempt.js';
import { loginStatusOf } from './login-status.js';
import { hashPassword } from './password-hash.js';
import { setSessionCookies } from './session-cookies.js';
import { createSessionRepository } from './session-repository.js';
import { createVerificationCodes } from './verification-codes.js';
import { messageFor, requestLanguage } from './viewer.js';

export interface RegisterBody {
  email?: string;
  phone?: string;
  code: string;
  /** base64 RSA ciphertext of the password, as for login. */
  password: string;
  name: string;
  agreeToTerms: boolean;
}

export const registerBody = {
  type: 'object',
  properties: {
    email: contactInput,
    phone: { type: 'string', minLength: 1, maxLength: 32 },
    code: verificationCode,
    password: encryptedPassword,
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    agreeToTerms: { type: 'boolean' },
  },
  required: ['code', 'password', 'name', 'agreeToTerms'],
  additionalProperties: false,
} as const;

export interface RegisterOptions {
  /** Refuses the registration while its entry is closed (spec §4's flag mask). */
  requireOpen(): Promise<void>;
  /** Registered through the media register: a media account, a media member once its company is listed. */
  mediaAccount: boolean;
}

/**
 * Registers a new BUYER account, with the terms agreed (they must be, to register) and so with its member
 * record, and logs it in; company information comes later. Until the code is right, every refusal after the
 * throttle is the wrong code's, so the reply tells nothing of the password (issue 24).
 */
export async function registerAccount(
  context: AuthContext,
  request: FastifyRequest<{ Body: RegisterBody }>,
  reply: FastifyReply,
  options: RegisterOptions,
): Promise<LoginStatus> {
  const { email, phone, code, name, agreeToTerms } = request.body;
  requireTermsAccepted(request, agreeToTerms);
  await options.requireOpen();
  if ((email === undefined) === (phone === undefined)) throw new ApiError(400, ErrorCode.validation, messageFor(request, 'auth.error.oneContact'));
  const contact = contactOrRefuse(request, email ?? phone ?? '');
  if ((email !== undefined) !== (contact.kind === 'EMAIL')) throw new ApiError(400, ErrorCode.validation, messageFor(request, 'auth.error.badContact'));
  await admitAttempt(context, request, reply, contact.value);
  const password = await decryptedPassword(context, request, request.body.password);
  // Hashed before the code is looked at: the same work whatever the code.
  const passwordHash = await hashPassword(password.text);
  const language = requestLanguage(request);
  const trimmedName = name.trim();
  const outcome = await context.db.transaction(async (tx) => {
    // A wrong code is answered after the transaction, which keeps the guess counted against the code.
    if (!(await createVerificationCodes(tx).consume(contact.value, 'REGISTER', code))) return { kind: 'badCode' } as const;
    // Thrown, so rolled back: the code stays unspent.
    requirePasswordLength(request, password.text);
    const accounts = createAccountRepository(tx);
    if (await accounts.findByContact(contact.value)) return { kind: 'exists' } as const;
    const id = await accounts.insert({
      email: contact.kind === 'EMAIL' ? contact.value : null,
      phone: contact.kind === 'PHONE' ? contact.value : null,
      passwordHash,
      userType: 'BUYER',
      name: trimmedName,
      language,
      mediaMember: options.mediaAccount,
    });
    await accounts.agreeToTerms(id);
    await accounts.ensureMember(id, { name: trimmedName, buyerType: null, viewAllExhibits: 'N' });
    const { tokens } = await createSessionRepository(tx).create(id);
    return { kind: 'registered', id, tokens } as const;
  });
  if (outcome.kind === 'badCode') return refuseCredentials(request, 'auth.error.badCode');
  if (outcome.kind === 'exists') throw new ApiError(409, ErrorCode.accountExists, messageFor(request, 'auth.error.accountExists'));
  await context.throttle.succeeded(contact.value, request.ip);
  setSessionCookies(reply, outcome.tokens, context.config.secureCookies);
  return loginStatusOf({ id: outcome.id, userType: 'BUYER', language });
}

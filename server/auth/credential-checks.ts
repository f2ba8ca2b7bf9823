// Checks shared by login, code login, register and password retrieve, each failing with its own code.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import type { AuthContext } from './auth-context.js';
import { normaliseContact, type Contact } from './contact.js';
import type { DecryptedPassword } from './login-key.js';
import { messageFor } from './viewer.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** Spec §5: the user agreement, privacy policy and cookie policy must be agreed before login or register. */
export function requireTermsAccepted(request: FastifyRequest, agreeToTerms: boolean): void {
  if (agreeToTerms !== true) throw new ApiError(400, ErrorCode.termsNotAgreed, messageFor(request, 'auth.error.termsNotAgreed'));
}

/**
 * Admits an attempt to prove who one is as the account key, from the request's address, counting it against the
 * login throttle (login-throttle.ts) until it succeeds; 429 E429_LOGIN_THROTTLED (with Retry-After) while the pair
 * or the address must wait.
 */
export async function admitAttempt(context: AuthContext, request: FastifyRequest, reply: FastifyReply, accountKey: string): Promise<void> {
  const seconds = await context.throttle.admit(accountKey, request.ip);
  if (seconds <= 0) return;
  reply.header('retry-after', String(seconds));
  throw new ApiError(429, ErrorCode.loginThrottled, messageFor(request, 'auth.error.loginThrottled', { minutes: Math.ceil(seconds / 60) }));
}

export function contactOrRefuse(request: FastifyRequest, input: string): Contact {
  const contact = normaliseContact(input);
  if (!contact) throw new ApiError(400, ErrorCode.validation, messageFor(request, 'auth.error.badContact'));
  return contact;
}

/**
 * The password the browser encrypted with the login key (jsencrypt). 400 E400_UNREADABLE_PASSWORD only for what by
 * its form alone is no ciphertext of the key (public facts); a block whose padding is wrong comes back as a
 * synthetic text (login-key.ts), which then fails as any wrong password or code does.
 */
export async function decryptedPassword(context: AuthContext, request: FastifyRequest, ciphertext: string): Promise<DecryptedPassword> {
  const password = (await context.loginKey.current()).decrypt(ciphertext);
  if (password === null) throw new ApiError(400, ErrorCode.unreadablePassword, messageFor(request, 'auth.error.unreadablePassword'));
  return password;
}

/** A new password (register, retrieve) must be 8 to 64 characters: checked only once the code is right (issue 24). */
export function requirePasswordLength(request: FastifyRequest, password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    throw new ApiError(400, ErrorCode.passwordLength, messageFor(request, 'auth.error.passwordLength', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }));
  }
}

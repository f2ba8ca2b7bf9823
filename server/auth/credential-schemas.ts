// The input and reply shapes the login, code, register and password-retrieve routes share.
import { errorResponses } from '../http/error-responses.js';

/** An e-mail address or a phone number as typed; contact.ts reads it. */
export const contactInput = { type: 'string', minLength: 1, maxLength: 254 } as const;

/** A six-digit verification code (verification-codes.ts). */
export const verificationCode = { type: 'string', pattern: '^[0-9]{6}$' } as const;

/** A password as the browser sends it: base64 RSA ciphertext (jsencrypt, PKCS#1 v1.5) under the login key. */
export const encryptedPassword = { type: 'string', minLength: 1, maxLength: 1024 } as const;

/** A login's or a registration's reply: the new session's login status, or an error. */
export const loginStatusResponses = { 200: { $ref: 'auth/login-status.schema.json#' }, ...errorResponses } as const;

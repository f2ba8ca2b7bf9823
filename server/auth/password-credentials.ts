// A password login's body and its check, shared by the buyers' login (/api/auth/login) and the media login
// (/api/auth/media/login): the terms, the throttle, the RSA-encrypted password, the account.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from './account-repository.js';
import type { AuthContext } from './auth-context.js';
import { accountKeyOf } from './contact.js';
import { admitAttempt, decryptedPassword, requireTermsAccepted } from './credential-checks.js';
import { contactInput, encryptedPassword } from './credential-schemas.js';
import { refuseCredentials } from './login-attempt.js';
import { decoyPasswordHash, verifyPassword } from './password-hash.js';

export interface PasswordLoginBody {
  account: string;
  /** base64 RSA ciphertext (jsencrypt, PKCS#1 v1.5) of the password. */
  password: string;
  agreeToTerms: boolean;
  industrySiteId?: string;
}

export const passwordLoginBody = {
  type: 'object',
  properties: {
    account: contactInput,
    password: encryptedPassword,
    agreeToTerms: { type: 'boolean' },
    industrySiteId: { type: 'string', maxLength: 64 },
  },
  required: ['account', 'password', 'agreeToTerms'],
  additionalProperties: false,
} as const;

/** The account the e-mail address or phone number and password are right for, or 401 counted by the throttle. */
export async function accountOfPassword(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  { account: input, password: ciphertext, agreeToTerms }: PasswordLoginBody,
): Promise<{ account: Account; accountKey: string }> {
  requireTermsAccepted(request, agreeToTerms);
  const accountKey = accountKeyOf(input);
  await admitAttempt(context, request, reply, accountKey);
  const password = await decryptedPassword(context, request, ciphertext);
  const account = await context.accounts.findByContact(accountKey);
  // The same work for an unknown account (the decoy hash); a block whose padding is wrong gives a synthetic text
  // that matches no hash (issue 24): both end as a wrong password.
  const passwordMatches = await verifyPassword(password.text, account?.passwordHash ?? (await decoyPasswordHash()));
  if (!account || !passwordMatches) return refuseCredentials(request, 'auth.error.badCredentials');
  // Proved who this is, whatever the entry decides next (the media login refuses other accounts).
  await context.throttle.succeeded(accountKey, request.ip);
  return { account, accountKey };
}

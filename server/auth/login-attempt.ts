// How an attempt to prove who one is (a password, a code) ends, as the login throttle (login-throttle.ts) counts it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginStatus } from '../../common/generated/types.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import type { Account } from './account-repository.js';
import type { AuthContext } from './auth-context.js';
import { requireLoginOpen } from './login-gates.js';
import { startSession } from './start-session.js';
import { messageFor } from './viewer.js';

/**
 * A wrong password or code: 401 E401_BAD_CREDENTIALS says which. The attempt stays counted as a failure by the login
 * throttle, which admitted it (credential-checks.ts admitAttempt).
 */
export function refuseCredentials(request: FastifyRequest, message: 'auth.error.badCredentials' | 'auth.error.badCode'): never {
  throw new ApiError(401, ErrorCode.badCredentials, messageFor(request, message));
}

/**
 * Right credentials log the account in, unless it is disabled or its login is closed (spec §4). Either way they
 * proved who this is: the failures of the account from this address no longer count.
 */
export async function logIn(context: AuthContext, request: FastifyRequest, reply: FastifyReply, account: Account, accountKey: string): Promise<LoginStatus> {
  await context.throttle.succeeded(accountKey, request.ip);
  if (account.disabled) throw new ApiError(401, ErrorCode.sessionRevoked, messageFor(request, 'auth.error.sessionEnded'));
  await requireLoginOpen(context.pageConfigs, request, account);
  return startSession(context, reply, account);
}

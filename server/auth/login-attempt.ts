// How an attempt to prove who one is (a password, a code) ends, as the login throttle (login-throttle.ts) counts it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginStatus } from '../../src/generated/types.js';
import { ApiError } from '../errors/api-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import type { Account } from './account-repository.js';
import type { AuthContext } from './auth-context.js';
import { requireLoginOpen } from './login-gates.js';
import { startSession } from './start-session.js';
import { messageFor } from './viewer.js';

/** A wrong password or code counts as a failure of the account key, then 401 E401_BAD_CREDENTIALS says which. */
export async function refuseCredentials(
  context: AuthContext,
  request: FastifyRequest,
  accountKey: string,
  message: 'auth.error.badCredentials' | 'auth.error.badCode',
): Promise<never> {
  await context.throttle.recordFailure(accountKey, request.ip);
  throw new ApiError(401, ErrorCode.badCredentials, messageFor(request, message));
}

/** Right credentials log the account in (forgetting its failures), unless it is disabled or its login is closed (spec §4). */
export async function logIn(context: AuthContext, request: FastifyRequest, reply: FastifyReply, account: Account, accountKey: string): Promise<LoginStatus> {
  if (account.disabled) throw new ApiError(401, ErrorCode.sessionRevoked, messageFor(request, 'auth.error.sessionEnded'));
  await requireLoginOpen(context.db, request, account);
  await context.throttle.clear(accountKey);
  return startSession(context, reply, account);
}

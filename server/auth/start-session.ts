import type { FastifyReply } from 'fastify';
import type { LoginStatus } from '../../common/generated/types.js';
import type { Account } from './account-repository.js';
import type { AuthContext } from './auth-context.js';
import { loginStatusOf } from './login-status.js';
import { setSessionCookies } from './session-cookies.js';

/** Opens a session for the account, sets its cookies, and answers its login status. */
export async function startSession(context: AuthContext, reply: FastifyReply, account: Pick<Account, 'id' | 'userType' | 'language'>): Promise<LoginStatus> {
  const { tokens } = await context.sessions.create(account.id);
  setSessionCookies(reply, tokens, context.config.secureCookies);
  return loginStatusOf(account);
}

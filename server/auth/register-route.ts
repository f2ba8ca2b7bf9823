import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from './auth-context.js';
import { loginStatusResponses } from './credential-schemas.js';
import { requireRegistrationOpen } from './login-gates.js';
import { registerAccount, registerBody, type RegisterBody } from './register-account.js';

const schema = { body: registerBody, response: loginStatusResponses };

/** POST /api/auth/register: a new BUYER account (register-account.ts), while buyer registration is open. */
export function registerRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: RegisterBody }>('/api/auth/register', { schema }, async (request, reply) =>
      registerAccount(context, request, reply, { requireOpen: () => requireRegistrationOpen(context.pageConfigs, request), mediaAccount: false }),
    );
  };
}

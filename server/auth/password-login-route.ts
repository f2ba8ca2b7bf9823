import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from './auth-context.js';
import { loginStatusResponses } from './credential-schemas.js';
import { logIn } from './login-attempt.js';
import { accountOfPassword, passwordLoginBody, type PasswordLoginBody } from './password-credentials.js';

const schema = { body: passwordLoginBody, response: loginStatusResponses };

/** POST /api/auth/login: password login with an e-mail address or a phone number. */
export function passwordLoginRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: PasswordLoginBody }>('/api/auth/login', { schema }, async (request, reply) => {
      const { account, accountKey } = await accountOfPassword(context, request, reply, request.body);
      return logIn(context, request, reply, account, accountKey);
    });
  };
}

import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from './auth-context.js';
import { codeLoginRoute } from './code-login-route.js';
import { codesRoute } from './codes-route.js';
import { logoutRoutes } from './logout-routes.js';
import { passwordLoginRoute } from './password-login-route.js';
import { passwordRetrieveRoute } from './password-retrieve-route.js';
import { publicKeyRoute } from './public-key-route.js';
import { registerRoute } from './register-route.js';
import { tokenRefreshRoute } from './token-refresh-route.js';
import { tosAgreeRoute } from './tos-agree-route.js';
import { userinfoRoute } from './userinfo-route.js';

/** Login, register, codes, tokens, terms and logout (the session itself is server/auth/session-plugin.ts). */
export function authRoutes(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    for (const route of [
      publicKeyRoute,
      passwordLoginRoute,
      codesRoute,
      codeLoginRoute,
      registerRoute,
      passwordRetrieveRoute,
      tokenRefreshRoute,
      userinfoRoute,
      tosAgreeRoute,
      logoutRoutes,
    ]) {
      await app.register(route(context));
    }
  };
}

import type { FastifyPluginAsync } from 'fastify';
import type { AuthContext } from '../auth/auth-context.js';
import { mediaLoginRoute } from './media-login-route.js';
import { mediaRegisterRoute } from './media-register-route.js';

/** The media's own login and register (spec §6), beside the buyers' in server/auth. */
export function mediaAuthRoutes(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(mediaLoginRoute(context));
    await app.register(mediaRegisterRoute(context));
  };
}

import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../http/error-responses.js';
import { createAccountRepository } from './account-repository.js';
import type { AuthContext } from './auth-context.js';
import { sessionViewerOf } from './viewer.js';

const schema = { response: { 204: { type: 'null' }, ...errorResponses } };

/**
 * POST /api/auth/users/tos/agree (spec §4 terms): records the user agreement, privacy policy and cookie
 * policy as agreed, and creates the member record when there is none yet (what members/self then returns).
 */
export function tosAgreeRoute(context: AuthContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/auth/users/tos/agree', { schema }, async (request, reply) => {
      const viewer = sessionViewerOf(request);
      await context.db.transaction(async (tx) => {
        const accounts = createAccountRepository(tx);
        const account = await accounts.findById(viewer.accountId);
        if (!account) return;
        await accounts.agreeToTerms(account.id);
        await accounts.ensureMember(account.id, { name: account.name, buyerType: null, viewAllExhibits: 'N' });
      });
      return reply.code(204).send();
    });
  };
}

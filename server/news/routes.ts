import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connection.js';
import { articleRoutes } from './article-routes.js';
import { createArticleRepository } from './article-repository.js';
import { invitationRoutes } from './invitation-routes.js';

/** The news centre under /b2bshop/api/news: articles and videos, and press invitations media members sign up for. */
export function newsRoutes(db: Database, mediaEnterpriseIds: readonly string[]): FastifyPluginAsync {
  return async (app) => {
    await app.register(articleRoutes(createArticleRepository(db)));
    await app.register(invitationRoutes(db, mediaEnterpriseIds));
  };
}

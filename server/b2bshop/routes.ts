import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connection.js';
import { announcementRoutes } from './announcements/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { createAnnouncementRepository } from './announcements/repository.js';
import { pageConfigRoutes } from './page-configs/routes.js';
import { createDraftRepository } from '../operator/page-configs/draft-repository.js';
import { createPageConfigRepository } from './page-configs/repository.js';
import { suggestRoutes } from './suggest/routes.js';
import { createSuggestionRepository } from './suggest/repository.js';

/** The /b2bshop/api area: page configurations, site announcements, the catalogue search and shops, and suggestions. */
export function b2bshopRoutes(db: Database): FastifyPluginAsync {
  return async (app) => {
    await app.register(pageConfigRoutes(createPageConfigRepository(db), createDraftRepository(db)));
    await app.register(announcementRoutes(createAnnouncementRepository(db)));
    await app.register(catalogRoutes(db));
    await app.register(suggestRoutes(createSuggestionRepository(db)));
  };
}

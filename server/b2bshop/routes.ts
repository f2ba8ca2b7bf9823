import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connection.js';
import { announcementRoutes } from './announcements/routes.js';
import { createAnnouncementRepository } from './announcements/repository.js';
import { pageConfigRoutes } from './page-configs/routes.js';
import { createPageConfigRepository } from './page-configs/repository.js';

/** The /b2bshop/api area: page configurations and site announcements. */
export function b2bshopRoutes(db: Database): FastifyPluginAsync {
  return async (app) => {
    await app.register(pageConfigRoutes(createPageConfigRepository(db)));
    await app.register(announcementRoutes(createAnnouncementRepository(db)));
  };
}

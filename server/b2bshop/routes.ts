import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connection.js';
import { announcementRoutes } from './announcements/routes.js';
import { catalogRoutes } from './catalog/routes.js';
import { eCatalogRoutes } from './ecatalogs/routes.js';
import { createECatalogRepository } from './ecatalogs/ecatalog-repository.js';
import { savedECatalogRoutes } from './ecatalogs/saved-routes.js';
import { createSavedECatalogRepository } from './ecatalogs/saved-ecatalog-repository.js';
import { shortVideoRoutes } from './short-videos/routes.js';
import { createShortVideoRepository } from './short-videos/repository.js';
import { eventShowRoutes } from './event-shows/routes.js';
import { createEventShowRepository } from './event-shows/repository.js';
import { liveRoutes } from './lives/routes.js';
import { createLiveReader } from './lives/repository.js';
import { createAnnouncementRepository } from './announcements/repository.js';
import { pageConfigRoutes } from '../page-configs/public-routes.js';
import type { PageConfigStores } from '../page-configs/stores.js';
import { suggestRoutes } from './suggest/routes.js';
import { createSuggestionRepository } from './suggest/repository.js';

/**
 * The /b2bshop/api area: page configurations, site announcements, the catalogue search and shops, the exhibitors'
 * event shows, suggestions, and the lives (whose states follow `now`, the server's clock).
 */
export function b2bshopRoutes(db: Database, { pageConfigs, drafts }: PageConfigStores, now: () => Date = () => new Date()): FastifyPluginAsync {
  return async (app) => {
    await app.register(pageConfigRoutes(pageConfigs, drafts));
    await app.register(announcementRoutes(createAnnouncementRepository(db)));
    await app.register(catalogRoutes(db));
    await app.register(eventShowRoutes(createEventShowRepository(db)));
    await app.register(suggestRoutes(createSuggestionRepository(db)));
    // Exhibitors' e-catalogues (a buyer's saved ones under /member/api) and short videos (issue 8).
    await app.register(eCatalogRoutes(createECatalogRepository(db)));
    await app.register(savedECatalogRoutes(createSavedECatalogRepository(db)));
    await app.register(shortVideoRoutes(createShortVideoRepository(db)));
    // The live hall and live list (issue 25).
    await app.register(liveRoutes(createLiveReader(db), now));
  };
}

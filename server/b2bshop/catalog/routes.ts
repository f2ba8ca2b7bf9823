import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../../db/connection.js';
import { epSearchRoute } from './ep-search-route.js';
import { createSearchRepository } from './search-repository.js';
import { createShopRepository } from './shop-repository.js';
import { shopRoutes } from './shop-routes.js';

/** The fair's catalogue: the epSearch results and the exhibitors' shops. */
export function catalogRoutes(db: Queryable): FastifyPluginAsync {
  return async (app) => {
    await app.register(epSearchRoute(createSearchRepository(db)));
    await app.register(shopRoutes(createShopRepository(db)));
  };
}

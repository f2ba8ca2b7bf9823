import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connection.js';
import { operatorPageConfigRoutes } from './page-configs/routes.js';

/** The operators' API (/work/api/…, employees only): running the pages' configurations. */
export function operatorRoutes(db: Database): FastifyPluginAsync {
  return async (app) => {
    await app.register(operatorPageConfigRoutes(db));
  };
}

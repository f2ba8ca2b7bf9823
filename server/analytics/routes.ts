import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connection.js';
import { createConsentRepository } from './consent-repository.js';
import { consentRoutes } from './consent-route.js';
import { analyticsEventRoutes } from './events-route.js';
import { createAnalyticsRepository } from './repository.js';
import { analyticsStatsRoutes } from './stats-route.js';

/** Analytics (spec §7): the pages' event batches and cookie consent choices in, their numbers out to employees. */
export function analyticsRoutes(db: Database, now?: () => Date): FastifyPluginAsync {
  return async (app) => {
    const repository = createAnalyticsRepository(db);
    await app.register(analyticsEventRoutes(repository, now));
    await app.register(analyticsStatsRoutes(repository, now));
    await app.register(consentRoutes(createConsentRepository(db), now));
  };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { b2bshopRoutes } from './b2bshop/routes.js';
import type { Database } from './db/connection.js';
import { replyNotFound } from './errors/not-found.js';
import { healthRoutes } from './health/routes.js';
import { parseQuerystring } from './http/parse-querystring.js';
import { registerCompress } from './plugins/compress.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerHelmet } from './plugins/helmet.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerStaticFiles } from './plugins/static-files.js';
import { homePageRoutes } from './pages/routes.js';
import { createAnnouncementRepository } from './b2bshop/announcements/repository.js';
import { createPageConfigRepository } from './b2bshop/page-configs/repository.js';
import { registerUnderPressure } from './plugins/under-pressure.js';
import { registerSharedSchemas } from './schemas/shared-schemas.js';

export interface AppOptions {
  db: Database;
  /** The built front end (dist/); without it the app serves the API only. */
  staticDir?: string;
  logger?: boolean;
}

/** Every body is small JSON; anything larger is refused with 413 before it is read in full. */
export const BODY_LIMIT_BYTES = 1_048_576;

/** Builds the portal server, ready to `inject` requests into or to `listen`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { querystringParser: parseQuerystring },
  });
  registerSharedSchemas(app);
  registerErrorHandler(app);
  await registerHelmet(app);
  await registerRateLimit(app);
  await registerUnderPressure(app);
  await registerCompress(app);

  await app.register(healthRoutes(options.db));
  await app.register(b2bshopRoutes(options.db));

  if (options.staticDir !== undefined && existsSync(options.staticDir)) {
    await registerStaticFiles(app, options.staticDir);
    if (existsSync(join(options.staticDir, 'index.html'))) {
      await app.register(homePageRoutes(createPageConfigRepository(options.db), createAnnouncementRepository(options.db), options.staticDir));
    }
  }
  else app.setNotFoundHandler(replyNotFound);

  await app.ready();
  return app;
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The page runs only its own scripts, and the inline ones `scriptSources` name by hash (the
 * home page's first screen loader, server/page-configs/home-page/first-screen-loader.ts); styles may be inline because Swiper writes
 * style attributes; images may be data: or blob: URLs; the notification socket connects to this host, and the
 * page may call `connectSources` too (the IM's hosts, server/im/im-connect-sources.ts); it frames only its own
 * pages and `frameSources` (the embedded pages' allow-list, server/config/embed-config.ts).
 */
export async function registerHelmet(
  app: FastifyInstance,
  connectSources: string[] = [],
  frameSources: readonly string[] = [],
  scriptSources: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptSources],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectSources],
        frameSrc: ["'self'", ...frameSources],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
}

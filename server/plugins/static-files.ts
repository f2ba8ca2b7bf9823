import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRequest } from '../errors/api-paths.js';
import { replyNotFound } from '../errors/not-found.js';
import { cacheControlFor } from './static-cache-control.js';

// spec §2: the root opens the Chinese mobile home page (primary language ZH_CN).
const HOME = '/m/zh-CN/';

/**
 * Serves the built front end from `root`, with the single-page app's index.html for every page route
 * that is not a file. Missing API routes and missing hashed assets still answer 404 in the error shape,
 * so a stale chunk after a deploy fails loudly instead of being parsed as HTML.
 */
export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each file (scripts/precompress-plugin.ts); sent as they are.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(relative(root, path).split(sep).join('/')));
    },
  });
  app.get('/', (_request, reply) => reply.redirect(HOME, 302));
  app.setNotFoundHandler((request, reply) => (isPageRequest(request) ? reply.sendFile('index.html') : replyNotFound(request, reply)));
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !isApiRequest(request) && !request.url.startsWith('/assets/');
}

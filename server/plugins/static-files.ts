import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieLanguage, negotiateLanguage } from '../../common/language-negotiation.js';
import type { Language } from '../../common/language.js';
import { isApiRequest } from '../errors/api-paths.js';
import { replyNotFound } from '../errors/not-found.js';
import { cacheControlFor } from './static-cache-control.js';

/** Page routes without a language segment (spec §2): each opens under /m/{lang} in the visitor's language (issue 29). */
const LANGUAGE_LESS = [
  { route: '/', to: (lang: Language) => `/m/${lang}/` },
  { route: '/m', to: (lang: Language) => `/m/${lang}/` },
  { route: '/m/', to: (lang: Language) => `/m/${lang}/` },
  { route: '/m/pages/*', to: (lang: Language, rest: string) => `/m/${lang}/pages/${rest}` },
  { route: '/m/customPages/*', to: (lang: Language, rest: string) => `/m/${lang}/customPages/${rest}` },
  { route: '/pages/*', to: (lang: Language, rest: string) => `/m/${lang}/pages/${rest}` },
] as const;

/**
 * What a document needs and a hashed build file (/assets/…: a script, a style sheet, a font, a picture, a message
 * catalog) does not: the page's policies (its CSP with every frame origin, HSTS, COOP, framing, referrer, …) and
 * what immutable caching makes moot (Last-Modified beside the ETag, Accept-Ranges). On HTTP/1.1 nothing compresses
 * headers, and they were 1.26 KB on each of the first load's files, some of which are smaller than that (issue 30).
 * What stays: type, length, encoding, Vary, ETag, Cache-Control, X-Content-Type-Options and CORP.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'accept-ranges',
  'last-modified',
] as const;

/** A file of the build named by its content's hash, answered from the static root. */
function isHashedAsset(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.url.startsWith('/assets/') && (reply.statusCode === 200 || reply.statusCode === 304 || reply.statusCode === 206);
}

/**
 * Serves the built front end from `root`, with the single-page app's index.html for every page route
 * that is not a file (`servePage` gives it the page's head and status). Missing API routes and missing hashed assets still answer 404 in the error shape,
 * so a stale chunk after a deploy fails loudly instead of being parsed as HTML.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  root: string,
  servePage?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): Promise<void> {
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
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isHashedAsset(request, reply)) for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
    done(null, payload);
  });
  for (const { route, to } of LANGUAGE_LESS) {
    app.get(route, (request, reply) => {
      const language = negotiateLanguage({ chosen: cookieLanguage(request.headers.cookie), acceptLanguage: request.headers['accept-language'] });
      // The rest of the path and the query as the browser sent them (still percent-encoded).
      const [path = '', query] = request.url.split(/\?(.*)/s, 2);
      const rest = route.endsWith('*') ? path.slice(route.length - 1) : '';
      return reply
        .header('vary', 'Accept-Language, Cookie')
        .header('cache-control', 'private, no-cache')
        .redirect(`${to(language, rest)}${query === undefined ? '' : `?${query}`}`, 302);
    });
  }
  // A page: its status and head from server/page-head/ (issue 29), or the app as it is when the build has no index.html.
  app.setNotFoundHandler((request, reply) => {
    if (!isPageRequest(request)) return replyNotFound(request, reply);
    return servePage ? servePage(request, reply) : reply.sendFile('index.html');
  });
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !isApiRequest(request) && !request.url.startsWith('/assets/');
}

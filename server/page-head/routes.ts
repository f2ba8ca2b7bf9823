// Issue 29: the app's pages as the server answers them (every page but the home page, which has its own route):
// the page's status (404 for what the router would show its 404 page for, 410 for removed content) and its head,
// with the app's index.html as the body; the sitemaps and robots.txt.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cookieLanguage, negotiateLanguage } from '../../common/language-negotiation.js';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../common/language.js';
import { matchPagePath } from '../../common/page-routes.js';
import type { Queryable } from '../db/connection.js';
import { replyNotFound } from '../errors/not-found.js';
import type { PageConfigRepository } from '../page-configs/repository.js';
import { withPageHead } from './head-html.js';
import { pageHeadOf, type PageHead } from './page-head.js';
import { isPagedKind, pagedSitemap, pagesSitemap, robotsTxt, sitemapIndex } from './sitemap.js';

export interface PageServerSources {
  db: Queryable;
  pageConfigs: PageConfigRepository;
  /** The origin people reach the portal at (PUBLIC_ORIGIN), for the absolute addresses of share previews and sitemaps. */
  publicOrigin: string;
}

/** A path that names a file (its last segment has an extension): a miss is a missing file, not a page. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

function visitorLanguage(request: FastifyRequest): Language {
  return negotiateLanguage({ chosen: cookieLanguage(request.headers.cookie), acceptLanguage: request.headers['accept-language'] });
}

function splitUrl(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at) };
}

/**
 * Where the router would send a path it has no page for, as the app does (src/pages/other-page-routes.tsx,
 * LanguageLayout): /{lang}/… to /m/{lang}/…, /m/{not a language}/… to the fallback language's, any other path
 * under /m/{the visitor's language}/ (where it is the 404 page); undefined when it stays where it is.
 */
function redirectOf(path: string, query: string, language: Language): string | undefined {
  const [, first = '', second = '', ...rest] = path.split('/');
  if (isLanguage(first)) return second === '' ? `/m/${first}/${query}` : `/m${path}${query}`;
  if (first === 'm' && isLanguage(second)) return undefined;
  // Spec §1: an unknown language is the fallback locale's page (LanguageLayout does the same in the app).
  if (first === 'm' && second !== '') return `/m/${FALLBACK_LANGUAGE}/${rest.join('/')}${query}`;
  if (first !== 'm') return `/m/${language}${path}${query}`;
  return undefined;
}

/**
 * The handler of every page request no route took: index.html with the page's head and status, a redirect where the
 * app would redirect, or the API's 404 for a missing file.
 */
export function pageServer(app: FastifyInstance, template: string, sources: PageServerSources) {
  const headSources = { app, db: sources.db, pageConfigs: sources.pageConfigs };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { path, query } = splitUrl(request.url);
    const match = matchPagePath(path);
    const language = match?.language ?? visitorLanguage(request);
    if (!match) {
      if (FILE_NAME.test(path)) return replyNotFound(request, reply);
      const to = redirectOf(path, query, language);
      if (to !== undefined) return reply.header('vary', 'Accept-Language, Cookie').header('cache-control', 'private, no-cache').redirect(to, 302);
    }
    // The home page without its trailing slash: its own route serves it with the slash.
    if (match?.kind === 'language' && match.pattern === '' && !path.endsWith('/')) return reply.redirect(`${path}/${query}`, 301);
    // An employee's preview of a draft (the operator page's frame): the page shows the draft, live or not.
    const preview = request.viewer?.userType === 'EMPLOYEE' && new URLSearchParams(query).has('preview');
    const head: PageHead = !match ? { status: 404 } : preview ? { status: 200, personal: true } : await pageHeadOf(headSources, request, match);
    const html = withPageHead(template, head, { language, url: request.url, origin: sources.publicOrigin });
    // The head follows the content, which can change at any time: asked again on every load.
    return reply.code(head.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
}

const XML = 'application/xml; charset=utf-8';
/** Crawlers come back for them; an hour is fresh enough and spares the database. */
const SITEMAP_CACHE = 'public, max-age=3600';

export function sitemapRoutes({ db, publicOrigin }: Pick<PageServerSources, 'db' | 'publicOrigin'>): FastifyPluginAsync {
  return async (app) => {
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(robotsTxt(publicOrigin)),
    );
    app.get('/sitemap.xml', async (_request, reply) =>
      reply
        .type(XML)
        .header('cache-control', SITEMAP_CACHE)
        .send(await sitemapIndex(db, publicOrigin)),
    );
    app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
      const { name } = request.params;
      const paged = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(name);
      const kind = paged?.[1] ?? '';
      const xml =
        name === 'pages.xml'
          ? await pagesSitemap(db, publicOrigin)
          : paged && isPagedKind(kind)
            ? await pagedSitemap(db, publicOrigin, kind, Number(paged[2]))
            : undefined;
      if (xml === undefined) return replyNotFound(request, reply);
      return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(xml);
    });
  };
}

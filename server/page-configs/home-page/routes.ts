import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginStatus, PageConfig } from '../../../common/generated/types.js';
import { validatePageConfig } from '../../../common/generated/validators.js';
import { replyKeyOf, type PrefetchedCall, type QueryReplies } from '../../../common/inlined-data.js';
import { PORTAL_MESSAGES } from '../../../common/i18n/all-messages.js';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../../common/language.js';
import { HOME_PAGE } from '../../../common/pages.js';
import { serializeQuery } from '../../../common/query-string.js';
import type { LiveStamp, PageConfigRepository } from '../repository.js';
import type { DraftRepository } from '../operator/draft-repository.js';
import { contentEtag } from '../../http/content-etag.js';
import { createPrecompressedCache } from '../../http/precompressed-cache.js';
import { sendPrecompressed, type Precompressed } from '../../http/precompressed.js';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../auth/session-cookies.js';
import type { AnnouncementRepository } from '../../b2bshop/announcements/repository.js';
import { wallTimeInstantIfAny, wallTimeOf } from '../../../common/wall-time.js';
import { nextChange } from './next-change.js';
import type { RenderedPageCache } from './rendered-page-cache.js';
import { ifNoneMatchHits } from '../../http/if-none-match.js';
import { previewDraft } from '../operator/preview.js';
import { type FirstScreenLoader, withFirstScreenLoader } from './first-screen-loader.js';
import { loadFirstScreenRenderer, type FirstScreenRenderer } from './first-screen-renderer.js';
import { hasBootShell, homePageHtml, type FirstScreenData } from './home-page-html.js';
import { withPageHead } from '../../page-head/head-html.js';

/**
 * A visitor's page without a session cookie: a shared cache (a CDN) may keep it 10 s and answer from it for 30 s more
 * while it asks again; a browser asks every time (an unchanged page costs a 304). README: how a CDN should key it.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

/** Whether the request carries a session's cookie, valid or not: its answer is never a shared cache's to keep. */
function hasSessionCookie(request: FastifyRequest): boolean {
  return request.cookies[ACCESS_COOKIE] !== undefined || request.cookies[REFRESH_COOKIE] !== undefined;
}

/** A live configuration's stamp as the page cache keys its pages: any publish or edit of the live row changes it. */
function stampText(stamp: LiveStamp | undefined): string {
  return stamp ? `${stamp.version}/${stamp.revision}` : 'none';
}

/** Pages kept compressed: the two languages' for visitors without a session, and room for drafts and sessions. */
const COMPRESSED_PAGES_KEPT = 32;

/**
 * The replies to the calls the page's sections named (their server hooks), made through this server's own routes
 * as the browser would make them, with the visitor's cookie, language and address: what the page's queries start from.
 * A call that does not answer 200 is left out; the browser then makes it and shows what it gets.
 */
async function answerCalls(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: readonly PrefetchedCall[],
  language: Language,
): Promise<QueryReplies | undefined> {
  if (calls.length === 0) return undefined;
  const { cookie } = request.headers;
  const replies: QueryReplies = {};
  await Promise.all(
    calls.map(async ({ queryKey, path, query }) => {
      if (!path.startsWith('/') || path.startsWith('//')) {
        request.log.error({ path }, "a section's server hook named a call that is not a path of this server; it is not made");
        return;
      }
      const response = await app.inject({
        method: 'GET',
        url: `${path}?${serializeQuery(query)}`,
        // The visitor's call, made for them: it counts against their address's API budget (server/plugins/rate-limit.ts),
        // not against the server's own, which every visitor's page would then share.
        remoteAddress: request.ip,
        headers: { 'x-user-lan': language, 'accept-language': language, ...(cookie ? { cookie } : {}) },
      });
      if (response.statusCode === 200) replies[replyKeyOf(queryKey)] = response.json();
      else request.log.warn({ path, statusCode: response.statusCode }, "a call a section's server hook named did not answer 200; the browser makes it");
    }),
  );
  return Object.keys(replies).length > 0 ? replies : undefined;
}

/** The sections' needs, or none when there is no render (the browser then renders and calls) or no valid page. */
async function sectionNeeds(renderer: FirstScreenRenderer | undefined, pageConfig: PageConfig | undefined, language: Language) {
  return renderer && pageConfig ? renderer.needs(pageConfig, language) : { calls: [], preloadImages: [] };
}

export interface HomePageSources {
  pageConfigs: PageConfigRepository;
  /** The announcements' next time window edge: a kept page is rendered again then. */
  announcements: Pick<AnnouncementRepository, 'nextWindowEdge'>;
  /** The pages kept for visitors without a session (issue 30); none: every request renders. */
  pageCache?: RenderedPageCache | undefined;
  /** The operators' drafts, for ?preview={draftId} (employees only). */
  drafts: DraftRepository;
  loginStatus(request: FastifyRequest): Promise<LoginStatus>;
  /** The origin people reach the portal at (PUBLIC_ORIGIN): share previews need absolute addresses. */
  publicOrigin: string;
}

/**
 * GET /m/{lang}/: the home page rendered on the server (src/ssr/) from the live home page configuration, the
 * replies to the calls its sections' server hooks name and the login status, with those inlined for the browser to hydrate from. With ?preview={draftId}
 * an employee gets that draft instead (nothing when it is unknown or invalid: the page then asks the API, which
 * says why); anyone else the live page as usual. A build without the server's render code, or a render that
 * fails, gives the page with its data inlined, to render in the browser.
 */
export function homePageRoutes(
  { pageConfigs, drafts, loginStatus, publicOrigin, announcements, pageCache }: HomePageSources,
  staticDir: string,
  loader: FirstScreenLoader | undefined,
): FastifyPluginAsync {
  return async (app) => {
    // Read once: the build does not change while the server runs.
    const template = await readFile(join(staticDir, 'index.html'), 'utf8');
    const renderer = hasBootShell(template) ? await loadFirstScreenRenderer(staticDir) : undefined;
    if (!renderer) app.log.warn('the build has no server render of the home page (npm run build makes one); the browser renders it');
    if (renderer && !loader) app.log.warn("the build has no first screen loader (npm run build makes one); the app's code loads beside the first screen");
    // A server-rendered page starts the app once its first screen has shown; a page the browser renders, at once.
    const renderedTemplate = loader ? withFirstScreenLoader(template, loader) : template;
    // Brotli's top level makes the page about 2 KB smaller than per-request compression does: the page then fits the
    // first round trip of a new connection (TCP's initial window, about 14 KB with the headers).
    const compressedPages = createPrecompressedCache(COMPRESSED_PAGES_KEPT, (error) => app.log.error({ err: error }, 'the home page could not be compressed'));
    /** The page of a configuration (the live one, or a draft), for the request's visitor; `keep` false when it fell short. */
    async function renderPage(request: FastifyRequest, lang: Language, stored: unknown): Promise<{ html: string; keep: boolean }> {
      const place = { language: lang, url: request.url, origin: publicOrigin };
      // The browser does not check what is inlined against the schema again (src/engine/initial-page-config.ts),
      // so nothing that fails it is inlined: publishing checks it, but a stored version may predate a schema change.
      const pageConfig = stored !== undefined && validatePageConfig(stored) ? stored : undefined;
      if (stored !== undefined && !pageConfig) {
        request.log.error({ errors: validatePageConfig.errors }, `the live ${HOME_PAGE} configuration (${lang}) fails its schema; the page fetches it instead`);
      }
      const needs = await sectionNeeds(renderer, pageConfig, lang);
      const [queryReplies, status] = await Promise.all([answerCalls(app, request, needs.calls, lang), loginStatus(request)]);
      const data = { pageConfig, queryReplies, loginStatus: status } satisfies FirstScreenData;
      // The render needs the catalog; the browser fetches it (cached) instead of finding it in every page.
      const messages = { language: lang, messages: PORTAL_MESSAGES[lang] };
      let failed = false;
      const screen =
        renderer && pageConfig
          ? await renderer
              .render({
                url: request.url,
                data: { ...data, pageConfig, messages },
                onPartFailed: (error) => {
                  failed = true;
                  request.log.error({ err: error }, 'a part of the home page failed to render on the server');
                },
              })
              .catch((error: unknown) => {
                request.log.error({ err: error }, 'the home page failed to render on the server; the browser renders it');
                return undefined;
              })
          : undefined;
      // Its share preview shows the picture its first screen shows first (the top banner's, from the configuration).
      const head = { status: 200, image: needs.preloadImages[0] } as const;
      const html = withPageHead(homePageHtml(screen ? renderedTemplate : template, data, lang, { screen, preloadImages: needs.preloadImages }), head, place);
      const answered = Object.keys(queryReplies ?? {}).length === needs.calls.length;
      return { html, keep: !failed && answered && (screen !== undefined || renderer === undefined) };
    }

    /** Sends a page with its ETag, or 304 when the browser has it. */
    function sendPage(request: FastifyRequest, reply: FastifyReply, etag: string, page: Precompressed) {
      reply.header('etag', etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return sendPrecompressed(request, reply, page);
    }

    app.get<{ Params: { lang: string }; Querystring: { preview?: unknown } }>('/m/:lang/', async (request, reply) => {
      const { lang } = request.params;
      const { preview } = request.query;
      // Spec §1: an unknown language is the fallback locale's page, as in the app (LanguageLayout).
      if (!isLanguage(lang)) return reply.redirect(`/m/${FALLBACK_LANGUAGE}/`, 302);
      reply.type('text/html; charset=utf-8');
      // Every visitor without a session gets the same page: kept (issue 30), and a shared cache may keep it briefly
      // too, unless the request carries a session cookie (the answer to it is never a shared cache's to keep).
      if (pageCache && request.viewer === null && request.url === `/m/${lang}/`) {
        const stampOf = async () => stampText(await pageConfigs.findLiveStamp(HOME_PAGE, lang));
        const kept = await pageCache.page(lang, stampOf, async () => {
          const live = await pageConfigs.findLive(HOME_PAGE, lang);
          const stored = live ? { ...JSON.parse(live.document), version: live.version } : undefined;
          const rendered = live
            ? await renderPage(request, lang, stored)
            : { html: withPageHead(template, { status: 200 }, { language: lang, url: request.url, origin: publicOrigin }), keep: true };
          const renderedAt = Date.now();
          const edge = await announcements.nextWindowEdge(lang, wallTimeOf(renderedAt));
          const until = nextChange(stored, renderedAt, [edge === undefined ? undefined : wallTimeInstantIfAny(edge)]);
          return { ...rendered, until, version: stampText(live) };
        });
        reply.header('cache-control', hasSessionCookie(request) ? 'private, no-cache' : SHARED_CACHE_CONTROL);
        return sendPage(request, reply, kept.etag, kept.page);
      }
      const live = await pageConfigs.findLive(HOME_PAGE, lang);
      // no-cache: the HTML carries the live configuration, so a publish shows on the next load.
      reply.header('cache-control', 'no-cache');
      if (!live) return withPageHead(template, { status: 200 }, { language: lang, url: request.url, origin: publicOrigin });
      // private: it carries the visitor's login status too, which no shared cache may keep.
      reply.header('cache-control', 'private, no-cache');
      let stored: unknown = { ...JSON.parse(live.document), version: live.version };
      if (typeof preview === 'string' && request.viewer?.userType === 'EMPLOYEE') {
        reply.header('cache-control', 'private, no-store');
        const result = await previewDraft(drafts, { id: preview, page: HOME_PAGE, language: lang }, lang);
        stored = result.outcome === 'preview' ? result.pageConfig : undefined;
      }
      const { html } = await renderPage(request, lang, stored);
      // Revalidated on every load (no-cache): an unchanged page costs a 304, not the page again.
      const etag = contentEtag(html);
      return sendPage(request, reply, etag, compressedPages.take(etag, html) ?? { body: html });
    });
  };
}

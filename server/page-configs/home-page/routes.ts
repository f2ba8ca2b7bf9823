import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LoginStatus, PageConfig } from '../../../common/generated/types.js';
import { validatePageConfig } from '../../../common/generated/validators.js';
import { replyKeyOf, type PrefetchedCall, type QueryReplies } from '../../../common/inlined-data.js';
import { PORTAL_MESSAGES } from '../../../common/i18n/all-messages.js';
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../../common/language.js';
import { HOME_PAGE } from '../../../common/pages.js';
import { serializeQuery } from '../../../common/query-string.js';
import type { PageConfigRepository } from '../repository.js';
import type { DraftRepository } from '../operator/draft-repository.js';
import { contentEtag } from '../../http/content-etag.js';
import { createPrecompressedCache } from '../../http/precompressed-cache.js';
import { sendPrecompressed } from '../../http/precompressed.js';
import { ifNoneMatchHits } from '../../http/if-none-match.js';
import { previewDraft } from '../operator/preview.js';
import { type FirstScreenLoader, withFirstScreenLoader } from './first-screen-loader.js';
import { loadFirstScreenRenderer, type FirstScreenRenderer } from './first-screen-renderer.js';
import { hasBootShell, homePageHtml, type FirstScreenData } from './home-page-html.js';
import { withPageHead } from '../../page-head/head-html.js';

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
  { pageConfigs, drafts, loginStatus, publicOrigin }: HomePageSources,
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
    app.get<{ Params: { lang: string }; Querystring: { preview?: unknown } }>('/m/:lang/', async (request, reply) => {
      const { lang } = request.params;
      const { preview } = request.query;
      // Spec §1: an unknown language is the fallback locale's page, as in the app (LanguageLayout).
      if (!isLanguage(lang)) return reply.redirect(`/m/${FALLBACK_LANGUAGE}/`, 302);
      const live = await pageConfigs.findLive(HOME_PAGE, lang);
      const place = { language: lang, url: request.url, origin: publicOrigin };
      // no-cache: the HTML carries the live configuration, so a publish shows on the next load.
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!live) return withPageHead(template, { status: 200 }, place);
      // private: it carries the visitor's login status too, which no shared cache may keep.
      reply.header('cache-control', 'private, no-cache');
      let stored: unknown = { ...JSON.parse(live.document), version: live.version };
      if (typeof preview === 'string' && request.viewer?.userType === 'EMPLOYEE') {
        reply.header('cache-control', 'private, no-store');
        const result = await previewDraft(drafts, { id: preview, page: HOME_PAGE, language: lang }, lang);
        stored = result.outcome === 'preview' ? result.pageConfig : undefined;
      }
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
      const screen =
        renderer && pageConfig
          ? await renderer
              .render({
                url: request.url,
                data: { ...data, pageConfig, messages },
                onPartFailed: (error) => request.log.error({ err: error }, 'a part of the home page failed to render on the server'),
              })
              .catch((error: unknown) => {
                request.log.error({ err: error }, 'the home page failed to render on the server; the browser renders it');
                return undefined;
              })
          : undefined;
      // Its share preview shows the picture its first screen shows first (the top banner's, from the configuration).
      const head = { status: 200, image: needs.preloadImages[0] } as const;
      const html = withPageHead(homePageHtml(screen ? renderedTemplate : template, data, lang, { screen, preloadImages: needs.preloadImages }), head, place);
      // Revalidated on every load (no-cache): an unchanged page costs a 304, not the page again.
      const etag = contentEtag(html);
      reply.header('etag', etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const compressed = compressedPages.take(etag, html);
      return compressed ? sendPrecompressed(request, reply, compressed) : html;
    });
  };
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LoginStatus } from '../../../common/generated/types.js';
import { validatePageConfig } from '../../../common/generated/validators.js';
import { announcementQuery, type AnnouncementsRequest, type InlinedAnnouncements } from '../../../common/announcement-query.js';
import { PORTAL_MESSAGES } from '../../../common/i18n/all-messages.js';
import { nowAsWallTime } from '../../../common/wall-time.js';
import { isLanguage } from '../../../common/language.js';
import { HOME_PAGE } from '../../../common/pages.js';
import { toAnnouncementPage } from '../../b2bshop/announcements/announcement-page.js';
import type { AnnouncementRepository } from '../../b2bshop/announcements/repository.js';
import type { PageConfigRepository } from '../repository.js';
import type { DraftRepository } from '../operator/draft-repository.js';
import { contentEtag } from '../../http/content-etag.js';
import { createPrecompressedCache } from '../../http/precompressed-cache.js';
import { sendPrecompressed } from '../../http/precompressed.js';
import { ifNoneMatchHits } from '../../http/if-none-match.js';
import { previewDraft } from '../operator/preview.js';
import { type FirstScreenLoader, withFirstScreenLoader } from './first-screen-loader.js';
import { loadFirstScreenRenderer } from './first-screen-renderer.js';
import { hasBootShell, homePageHtml, type FirstScreenData } from './home-page-html.js';

/** Pages kept compressed: the two languages' for visitors without a session, and room for drafts and sessions. */
const COMPRESSED_PAGES_KEPT = 32;

/** The display page the configuration's announcement carousel (SYSTEMNOTICE) asks for, if it has one. */
function announcementDisplayPage(config: unknown): string | undefined {
  const displayPage = (config as { sections?: { SYSTEMNOTICE?: { displayPage?: unknown } } } | undefined)?.sections?.SYSTEMNOTICE?.displayPage;
  return typeof displayPage === 'string' ? displayPage : undefined;
}

/** The reply the announcement endpoint gives the carousel now, with the same query the browser sends. */
async function inlinedAnnouncements(repository: AnnouncementRepository, request: AnnouncementsRequest): Promise<InlinedAnnouncements> {
  const { filter, sort, size, page } = announcementQuery(request, nowAsWallTime());
  const reply = toAnnouncementPage(await repository.search({ filter, sort, size, page }), size, page);
  return { request: { displayPage: request.displayPage, language: request.language }, reply };
}

export interface HomePageSources {
  pageConfigs: PageConfigRepository;
  /** The operators' drafts, for ?preview={draftId} (employees only). */
  drafts: DraftRepository;
  announcements: AnnouncementRepository;
  loginStatus(request: FastifyRequest): Promise<LoginStatus>;
}

/**
 * GET /m/{lang}/: the home page rendered on the server (src/ssr/) from the live home page configuration, its
 * announcements and the login status, with those inlined for the browser to hydrate from. With ?preview={draftId}
 * an employee gets that draft instead (nothing when it is unknown or invalid: the page then asks the API, which
 * says why); anyone else the live page as usual. A build without the server's render code, or a render that
 * fails, gives the page with its data inlined, to render in the browser.
 */
export function homePageRoutes(
  { pageConfigs, drafts, announcements, loginStatus }: HomePageSources,
  staticDir: string,
  loader: FirstScreenLoader | undefined,
): FastifyPluginAsync {
  return async (app) => {
    // Read once: the build does not change while the server runs.
    const template = await readFile(join(staticDir, 'index.html'), 'utf8');
    const render = hasBootShell(template) ? await loadFirstScreenRenderer(staticDir) : undefined;
    if (!render) app.log.warn('the build has no server render of the home page (npm run build makes one); the browser renders it');
    if (render && !loader) app.log.warn("the build has no first screen loader (npm run build makes one); the app's code loads beside the first screen");
    // A server-rendered page starts the app once its first screen has shown; a page the browser renders, at once.
    const renderedTemplate = loader ? withFirstScreenLoader(template, loader) : template;
    // Brotli's top level makes the page about 2 KB smaller than per-request compression does: the page then fits the
    // first round trip of a new connection (TCP's initial window, about 14 KB with the headers).
    const compressedPages = createPrecompressedCache(COMPRESSED_PAGES_KEPT, (error) => app.log.error({ err: error }, 'the home page could not be compressed'));
    app.get<{ Params: { lang: string }; Querystring: { preview?: unknown } }>('/m/:lang/', async (request, reply) => {
      const { lang } = request.params;
      const { preview } = request.query;
      const live = isLanguage(lang) ? await pageConfigs.findLive(HOME_PAGE, lang) : undefined;
      // no-cache: the HTML carries the live configuration, so a publish shows on the next load.
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!live || !isLanguage(lang)) return template;
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
      const displayPage = announcementDisplayPage(pageConfig);
      const data = {
        pageConfig,
        announcements: displayPage ? await inlinedAnnouncements(announcements, { displayPage, language: lang }) : undefined,
        loginStatus: await loginStatus(request),
      } satisfies FirstScreenData;
      // The render needs the catalog; the browser fetches it (cached) instead of finding it in every page.
      const messages = { language: lang, messages: PORTAL_MESSAGES[lang] };
      const screen =
        render && pageConfig
          ? await render({
              url: request.url,
              data: { ...data, pageConfig, messages },
              onPartFailed: (error) => request.log.error({ err: error }, 'a part of the home page failed to render on the server'),
            }).catch((error: unknown) => {
              request.log.error({ err: error }, 'the home page failed to render on the server; the browser renders it');
              return undefined;
            })
          : undefined;
      const html = homePageHtml(screen ? renderedTemplate : template, data, lang, screen);
      // Revalidated on every load (no-cache): an unchanged page costs a 304, not the page again.
      const etag = contentEtag(html);
      reply.header('etag', etag);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const compressed = compressedPages.take(etag, html);
      return compressed ? sendPrecompressed(request, reply, compressed) : html;
    });
  };
}

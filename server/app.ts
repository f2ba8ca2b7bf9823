import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { analyticsRoutes } from './analytics/routes.js';
import { createAuthContext } from './auth/auth-context.js';
import type { CodePorts } from './auth/code-ports.js';
import { authRoutes } from './auth/routes.js';
import { sessionPlugin } from './auth/session-plugin.js';
import { currentLoginStatus } from './auth/userinfo-route.js';
import { b2bshopRoutes } from './b2bshop/routes.js';
import { createInProcessBus } from './bus/in-process-bus.js';
import type { NotificationBus } from './bus/notification-bus.js';
import { readAuthConfig, type AuthConfig } from './config/auth-config.js';
import { readEmbedAllowedOrigins } from './config/embed-config.js';
import { readHotlineNumbers, type HotlineNumbers } from './config/hotline.js';
import { readImConfig, type ImConfig } from './config/im-config.js';
import { imConnectSources } from './im/im-connect-sources.js';
import { readRateLimitOptions } from './config/rate-limit-config.js';
import type { Database } from './db/connection.js';
import { createDevMailbox } from './dev-mailbox/dev-mailbox.js';
import { createEmbeddedCodePorts } from './dev-mailbox/embedded-code-port.js';
import { devMailboxRoutes } from './dev-mailbox/routes.js';
import { embedRoutes } from './embed/routes.js';
import { replyNotFound } from './errors/not-found.js';
import { healthRoutes } from './health/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { operatorRoutes } from './operator/routes.js';
import { stompRoutes, type StompRouteOptions } from './stomp/routes.js';
import { registerWebSocket } from './plugins/websocket.js';
import { imRoutes } from './im/routes.js';
import { parseQuerystring } from './http/parse-querystring.js';
import { registerCompress } from './plugins/compress.js';
import { readTrustProxy } from './config/trust-proxy.js';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerHelmet } from './plugins/helmet.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerStaticFiles } from './plugins/static-files.js';
import { readPageCacheMaxAgeMs } from './config/page-cache-config.js';
import { clearOnContentChanges } from './page-configs/home-page/page-cache-clearing.js';
import { createRenderedPageCache } from './page-configs/home-page/rendered-page-cache.js';
import { buyerActionRoutes } from './member/actions/routes.js';
import { companyInfoRoutes } from './member/company-info/routes.js';
import { createCompanyInfoRepository } from './member/company-info/repository.js';
import { sellerRoutes } from './seller/routes.js';
import { startLiveReminders } from './seller/lives/reminders.js';
import { createSensitiveWordRepository } from './sensitive-words/repository.js';
import { createSensitiveContentGuard } from './sensitive-words/sensitive-content-guard.js';
import { mscRoutes } from './msc/routes.js';
import { mediaAuthRoutes } from './media/routes.js';
import { mediaLibraryRoutes } from './media-library/routes.js';
import { newsRoutes } from './news/routes.js';
import { readShortLinkPolicy } from './link/link-target.js';
import { readPublicOrigin } from './config/public-origin.js';
import { pageServer, sitemapRoutes } from './page-head/routes.js';
import { shortLinkRoutes } from './link/routes.js';
import { createProblemReportRepository } from './reports/repository.js';
import { problemReportRoutes } from './reports/routes.js';
import { selfRoutes } from './member/self/routes.js';
import { readFirstScreenLoader } from './page-configs/home-page/first-screen-loader.js';
import { homePageRoutes } from './page-configs/home-page/routes.js';
import { createAnnouncementRepository } from './b2bshop/announcements/repository.js';
import { createPageConfigRepository } from './page-configs/repository.js';
import { createDraftRepository } from './page-configs/operator/draft-repository.js';
import { registerPersonalNoStore } from './plugins/personal-no-store.js';
import { registerRouteTable } from './plugins/route-table.js';
import { registerTextInputCheck } from './plugins/text-input.js';
import { registerUnderPressure, type UnderPressureOptions } from './plugins/under-pressure.js';
import { registerSharedSchemas } from './schemas/shared-schemas.js';
import { cachedSerializerFactory } from './schemas/serializer-cache.js';
import { registerAllMessages } from '../common/i18n/all-messages.js';

export interface AppOptions {
  db: Database;
  /** The built front end (dist/); without it the app serves the API only. */
  staticDir?: string;
  logger?: boolean;
  /** The sensitive-content hotline; by default HOTLINE_OVERSEAS / HOTLINE_DOMESTIC or their demo numbers. */
  hotline?: HotlineNumbers;
  /** Accounts and sessions; by default MEDIA_ENTERPRISE_IDS, CODE_PORT and COOKIE_SECURE or their defaults. */
  auth?: Partial<AuthConfig>;
  /** A real mail server and SMS gateway; without them the embedded port (log, and /dev/mailbox) sends codes. */
  codePorts?: CodePorts;
  /** 503 when the process stalls (on by default); false turns it off. */
  loadShedding?: UnderPressureOptions | false;
  /** The notification bus (server/serve.ts: RabbitMQ with AMQP_URL); its creator closes it. Default: in-process, closed with the app. */
  bus?: NotificationBus;
  /** The notification socket's heart-beat and CONNECT timeout (spec §9's 2000 ms by default). */
  stomp?: StompRouteOptions;
  /** Instant messaging; by default TIM_SDKAPPID, TIM_SECRET_KEY, LOCAL_IM_SECRET, KEFU_HOST and KEFU_ACCOUNT or their defaults. */
  im?: Partial<ImConfig>;
  /** The https origins the embedded pages may frame; by default EMBED_ALLOWED_ORIGINS or the fair's own sites. */
  embedAllowedOrigins?: readonly string[];
  /** The media library's folder (server/config/server-env.ts MEDIA_DIR); by default ./data/media. */
  mediaDir?: string;
  /** How long a kept home page may be sent without a reported change (ms; 0: not kept); by default HOME_PAGE_CACHE_SECONDS or its default. */
  homePageCacheMs?: number;
  /** The clock the lives' states and bookings follow (tests fake it); by default the machine's. */
  now?: () => Date;
}

/** Every body is small JSON; anything larger is refused with 413 before it is read in full. */
export const BODY_LIMIT_BYTES = 1_048_576;

/** Builds the portal server, ready to `inject` requests into or to `listen`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { querystringParser: parseQuerystring },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    trustProxy: readTrustProxy(process.env),
    schemaController: { compilersFactory: { buildSerializer: cachedSerializerFactory } },
  });
  // The server answers in each request's language (spec §7 X-USER-LAN), so it holds both catalogs.
  registerAllMessages();
  registerSharedSchemas(app);
  registerRouteTable(app);
  registerErrorHandler(app);
  registerTextInputCheck(app);
  registerPersonalNoStore(app);
  const imConfig: ImConfig = { ...readImConfig(process.env), ...options.im };
  const embedAllowedOrigins = options.embedAllowedOrigins ?? readEmbedAllowedOrigins(process.env);
  const firstScreenLoader = options.staticDir !== undefined ? readFirstScreenLoader(options.staticDir) : undefined;
  await registerHelmet(app, imConnectSources(imConfig), embedAllowedOrigins, firstScreenLoader ? [firstScreenLoader.cspSource] : []);
  await registerRateLimit(app, readRateLimitOptions(process.env));
  if (options.loadShedding !== false) await registerUnderPressure(app, options.loadShedding);
  await registerCompress(app);

  const authConfig: AuthConfig = { ...readAuthConfig(process.env), ...options.auth };
  const devMailbox = !options.codePorts && authConfig.codePort === 'dev-mailbox' ? createDevMailbox() : undefined;
  const codePorts =
    options.codePorts ??
    createEmbeddedCodePorts(({ channel, target, purpose, code }) => app.log.info({ channel, target, purpose, code }, 'verification code sent'), devMailbox);
  // One repository of the page configurations for the whole app: the public read, the operators' writes, the home
  // page's HTML and the login gates all use it.
  const pageConfigs = createPageConfigRepository(options.db);
  const drafts = createDraftRepository(options.db);
  const auth = createAuthContext(options.db, codePorts, authConfig, pageConfigs);
  await app.register(sessionPlugin, { sessions: auth.sessions });
  const bus = options.bus ?? createInProcessBus((message, error) => app.log.error({ err: error }, message));
  app.decorate('notificationBus', bus);
  // Issue 30: the home page of visitors without a session, kept per language until what it shows changes; the
  // hook that clears it comes before the routes whose changes it watches.
  const pageCacheMaxAgeMs = options.homePageCacheMs === undefined ? readPageCacheMaxAgeMs(process.env) : options.homePageCacheMs || undefined;
  const pageCache = pageCacheMaxAgeMs === undefined ? undefined : createRenderedPageCache({ maxAgeMs: pageCacheMaxAgeMs });
  if (pageCache) clearOnContentChanges(app, bus, pageCache);
  if (!options.bus) {
    app.addHook('onClose', async () => {
      await bus.close();
    });
  }
  await registerWebSocket(app);
  const hotline = options.hotline ?? readHotlineNumbers(process.env);

  await app.register(healthRoutes(options.db));
  await app.register(authRoutes(auth));
  await app.register(selfRoutes(auth));
  if (devMailbox) await app.register(devMailboxRoutes(devMailbox));
  await app.register(b2bshopRoutes(options.db, { pageConfigs, drafts }, options.now));
  await app.register(mediaAuthRoutes(auth));
  await app.register(newsRoutes(options.db, authConfig.mediaEnterpriseIds));
  await app.register(mscRoutes);
  // Issue 24: the portal's own origin is PUBLIC_ORIGIN, never a request's Host header.
  const publicOrigin = readPublicOrigin(process.env);
  await app.register(shortLinkRoutes(options.db, readShortLinkPolicy(process.env)));
  await app.register(sitemapRoutes({ db: options.db, publicOrigin }));
  await app.register(problemReportRoutes(createProblemReportRepository(options.db)));
  await app.register(embedRoutes(embedAllowedOrigins));
  await app.register(buyerActionRoutes(options.db, hotline, options.now));
  // Issue 25: a buyer's company information, and the cards buyers sent a seller.
  const refuseSensitiveContent = createSensitiveContentGuard(createSensitiveWordRepository(options.db), hotline);
  await app.register(companyInfoRoutes(createCompanyInfoRepository(options.db), refuseSensitiveContent));
  await app.register(sellerRoutes(options.db, bus, refuseSensitiveContent, options.now));
  // Issue 28: the bookers of an exhibitor's live are told once it is live.
  const liveReminders = startLiveReminders(options.db, bus, options.now ?? (() => new Date()), {
    error: (details, message) => app.log.error(details, message),
  });
  app.addHook('onClose', async () => liveReminders.stop());
  await app.register(notificationRoutes(options.db, bus, hotline));
  await app.register(operatorRoutes(options.db, { pageConfigs, drafts }));
  await app.register(stompRoutes(bus, (sessionIds) => auth.sessions.endedOf(sessionIds), options.stomp));
  await app.register(imRoutes({ db: options.db, config: imConfig, hotline, events: bus }));
  await app.register(analyticsRoutes(options.db));
  await app.register(mediaLibraryRoutes(options.db, options.mediaDir ?? resolve('data', 'media')));

  if (options.staticDir !== undefined && existsSync(options.staticDir)) {
    const indexHtml = join(options.staticDir, 'index.html');
    // Read once: the build does not change while the server runs.
    const template = existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : undefined;
    await registerStaticFiles(
      app,
      options.staticDir,
      template === undefined ? undefined : pageServer(app, template, { db: options.db, pageConfigs, publicOrigin }),
    );
    if (template !== undefined) {
      const sources = {
        pageConfigs,
        drafts,
        publicOrigin,
        pageCache,
        announcements: createAnnouncementRepository(options.db),
        loginStatus: (request: FastifyRequest) => currentLoginStatus(auth, request),
      };
      await app.register(homePageRoutes(sources, options.staticDir, firstScreenLoader));
    }
  } else app.setNotFoundHandler(replyNotFound);

  await app.ready();
  return app;
}

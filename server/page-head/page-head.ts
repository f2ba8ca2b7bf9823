// Issue 29: what the server knows of a page before the app runs — whether it exists (its HTTP status: 404 for a
// page the router has not or content that is missing, 410 for content the server knows was removed), and its
// `<title>`, description and share picture in its language, from its content (a product's name and picture, a
// shop's name, a news article's title, summary and cover…), for search engines and link previews (WeChat,
// WhatsApp), which run no script.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customPageConfigName, hasAViewOfItsOwn, isCustomPageName, type CustomPageName, pagesConfigName, postConfigName } from '../../common/content-pages.js';
import type { ECatalogDetail, EventShow, Live, NewsArticle, PressInvitation, ProductDetail, Shop } from '../../common/generated/types.js';
import { translate, type MessageId } from '../../common/i18n/messages.js';
import type { Language } from '../../common/language.js';
import type { LanguagePagePattern, PageMatch } from '../../common/page-routes.js';
import { PAGE_TITLES } from '../../common/page-titles.js';
import { PUBLIC_ROUTES } from '../../common/public-routes.js';
import type { Queryable } from '../db/connection.js';
import type { PageConfigRepository } from '../page-configs/repository.js';

export type PageStatus = 200 | 404 | 410;

export interface PageHead {
  status: PageStatus;
  /** The page's own title, without the portal's name; undefined for the home page (the portal's name alone). */
  title?: string | undefined;
  description?: string | undefined;
  /** A picture to show in a share preview: a path of this site or an address elsewhere. */
  image?: string | undefined;
  /** og:type: an article for news, a product for a product, a website for the rest. */
  kind?: 'website' | 'article' | 'product';
  /** A page of one visitor's own (a workbench, a personal centre): search engines are asked to leave it out. */
  personal?: boolean;
}

export interface PageHeadSources {
  app: FastifyInstance;
  db: Queryable;
  pageConfigs: PageConfigRepository;
}

/** A description fits a share preview: about two lines. */
const DESCRIPTION_MAX_CHARS = 200;

/** Plain text of at most `max` characters (whole code points), spaces collapsed; '' stays undefined. */
export function excerpt(text: string | null | undefined, max = DESCRIPTION_MAX_CHARS): string | undefined {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain === '') return undefined;
  const chars = Array.from(plain);
  return chars.length <= max ? plain : `${chars.slice(0, max - 1).join('')}…`;
}

const found = (head: Omit<PageHead, 'status'>): PageHead => ({ status: 200, ...head });
const NOT_FOUND: PageHead = { status: 404 };

/**
 * The reply of one of this server's public API calls, made as the page would make it (with the visitor's cookie);
 * undefined when it is not there (a 4xx), null when the server could not say (a 5xx: the page then shows its own state).
 */
async function apiReply<T>(sources: PageHeadSources, request: FastifyRequest, path: string, language: Language): Promise<T | undefined | null> {
  const response = await sources.app.inject({
    method: 'GET',
    url: `${path}${path.includes('?') ? '&' : '?'}lang=${language}`,
    remoteAddress: request.ip,
    headers: { 'x-user-lan': language, 'accept-language': language, ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}) },
  });
  if (response.statusCode === 200) return response.json<T>();
  if (response.statusCode >= 500) {
    request.log.warn({ path, statusCode: response.statusCode }, "a page's content could not be read for its head; the page is served as found");
    return null;
  }
  return undefined;
}

const segment = encodeURIComponent;

/** A product that was on show and is no longer (its exhibitor took it off): gone, not missing. */
async function productRemoved(db: Queryable, shopCode: string, productId: string): Promise<boolean> {
  const rows = await db.query<{ removed: boolean }>(
    'SELECT NOT p.listed AS removed FROM listed_products p JOIN exhibitors e ON e.site_trader_id = p.site_trader_id WHERE p.id = $1 AND e.shop_code = $2',
    [productId, shopCode],
  );
  return rows[0]?.removed === true;
}

type ContentHead = (sources: PageHeadSources, request: FastifyRequest, params: Readonly<Record<string, string>>, language: Language) => Promise<PageHead>;

/** From a reply: its head, the 404 when it is missing, the page as found (no content of its own) when unknown. */
function fromReply<T>(reply: T | undefined | null, head: (reply: T) => Omit<PageHead, 'status'>, fallback: MessageId, language: Language): PageHead {
  if (reply === undefined) return NOT_FOUND;
  return found(reply === null ? { title: translate(language, fallback) } : head(reply));
}

/** The head of a content page (custom page, page, post): its sitemap label when it has one; 404 without a live configuration. */
async function contentPageHead(sources: PageHeadSources, configName: string | undefined, path: string, language: Language): Promise<PageHead> {
  if (configName === undefined) return NOT_FOUND;
  if (!(await sources.pageConfigs.findLive(configName, language))) return NOT_FOUND;
  const route = PUBLIC_ROUTES.find((candidate) => candidate.path === path);
  return found({ title: translate(language, route?.label ?? 'content-page.title') });
}

/** The custom pages' names as the sitemap shows them; the behavioural ones by their own titles. */
function customPageTitle(name: CustomPageName): MessageId {
  switch (name) {
    case 'sitemap':
      return 'footer.sitemap';
    case 'redirect':
      return 'custom-page.redirect.title';
    case 'error':
      return 'custom-page.error.title';
    default:
      return `custom-page.name.${name}`;
  }
}

const CONTENT_HEADS: Partial<Record<LanguagePagePattern, ContentHead>> = {
  'shops/:shopCode': async (sources, request, { shopCode = '' }, language) =>
    fromReply(
      await apiReply<Shop>(sources, request, `/b2bshop/api/shops/${segment(shopCode)}`, language),
      (shop) => ({
        title: shop.exhibitor.name,
        description: excerpt(shop.introduction) ?? excerpt(shop.exhibitor.mainProducts),
        image: shop.exhibitor.logoUrl ?? undefined,
      }),
      'shop-page.title',
      language,
    ),
  'shops/:shopCode/listedProducts/:productId': async (sources, request, { shopCode = '', productId = '' }, language) => {
    const reply = await apiReply<ProductDetail>(sources, request, `/b2bshop/api/shops/${segment(shopCode)}/listedProducts/${segment(productId)}`, language);
    if (reply === undefined && (await productRemoved(sources.db, shopCode, productId))) return { status: 410 };
    return fromReply(
      reply,
      ({ product, keywords }) => ({
        title: product.title,
        description: excerpt([product.exhibitorName, ...product.salesInfo.map((item) => item.value), ...keywords].join(' · ')),
        image: product.pictureUrl ?? undefined,
        kind: 'product',
      }),
      'product-page.title',
      language,
    );
  },
  'catalog/detail/:id': async (sources, request, { id = '' }, language) =>
    fromReply(
      await apiReply<ECatalogDetail>(sources, request, `/b2bshop/api/eCatalogs/${segment(id)}`, language),
      ({ catalog, summary }) => ({ title: catalog.title, description: excerpt(summary) ?? catalog.exhibitorName, image: catalog.coverUrl }),
      'catalog-page.detailTitle',
      language,
    ),
  'eventShows/:id': async (sources, request, { id = '' }, language) =>
    fromReply(
      await apiReply<EventShow>(sources, request, `/b2bshop/api/eventShows/${segment(id)}`, language),
      (show) => ({ title: show.title, description: excerpt(show.description) ?? show.exhibitorName, image: show.coverUrl }),
      'event-show.title',
      language,
    ),
  'lives/:id': async (sources, request, { id = '' }, language) =>
    fromReply(
      await apiReply<Live>(sources, request, `/b2bshop/api/lives/public/${segment(id)}`, language),
      (live) => ({ title: live.title, description: live.exhibitor?.name, image: live.coverUrl ?? undefined }),
      'lives.title',
      language,
    ),
  'news/:slug': async (sources, request, { slug = '' }, language) =>
    fromReply(
      await apiReply<NewsArticle>(sources, request, `/b2bshop/api/news/articles/${segment(slug)}`, language),
      (article) => ({ title: article.title, description: excerpt(article.summary) ?? excerpt(article.body), image: article.coverUrl, kind: 'article' }),
      'news-page.articleTitle',
      language,
    ),
  'news/invitations/:id': async (sources, request, { id = '' }, language) =>
    fromReply(
      await apiReply<PressInvitation>(sources, request, `/b2bshop/api/news/invitations/${segment(id)}`, language),
      (invitation) => ({ title: invitation.title, description: excerpt(`${invitation.place} · ${invitation.eventTime}`) }),
      'invitation.title',
      language,
    ),
  'customPages/:name': async (sources, _request, { name = '' }, language) => {
    if (!isCustomPageName(name)) return NOT_FOUND;
    // Its own view shows whatever is stored (a form, the lives); the rest show their stored content or the 404 page.
    if (hasAViewOfItsOwn(name)) return found({ title: translate(language, customPageTitle(name)) });
    return contentPageHead(sources, customPageConfigName(name), `customPages/${name}`, language);
  },
  'pages/:name': async (sources, _request, { name = '' }, language) => contentPageHead(sources, pagesConfigName(name), `pages/${name}`, language),
  'posts/:slug': async (sources, _request, { slug = '' }, language) => contentPageHead(sources, postConfigName(slug), `posts/${slug}`, language),
};

/** The head of a page the router has (`match`), its content read in the page's language. */
export async function pageHeadOf(sources: PageHeadSources, request: FastifyRequest, match: PageMatch): Promise<PageHead> {
  if (match.kind === 'other') {
    // The account pages under /{lang}/ are public; the rest are a visitor's own or an employee's.
    const personal = !match.pattern.startsWith('/:lang/') && !match.pattern.startsWith('/b2bshop/');
    return found({ personal });
  }
  const language = match.language;
  const content = CONTENT_HEADS[match.pattern];
  if (content) return content(sources, request, match.params, language);
  const title = PAGE_TITLES[match.pattern];
  return found({ title: title ? translate(language, title) : undefined });
}

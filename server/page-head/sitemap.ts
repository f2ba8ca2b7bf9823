// Issue 29: the public pages for search engines — /sitemap.xml (an index), /sitemaps/pages.xml (the portal's own
// pages, the content pages that are live, news, e-catalogues), /sitemaps/shops-{n}.xml (the shops, by shop code) and
// /sitemaps/products-{n}.xml (the products on show, newest first), in files of PER_FILE, each address with its
// other language as an alternate; and
// /robots.txt, which names the index and keeps crawlers out of the pages of one visitor's own.
import { customPageConfigName, hasAViewOfItsOwn, isCustomPageName, pagesConfigName, postConfigName } from '../../common/content-pages.js';
import { LANGUAGES, type Language } from '../../common/language.js';
import { PUBLIC_ROUTES } from '../../common/public-routes.js';
import type { Queryable } from '../db/connection.js';

/** A sitemap file holds at most 50,000 addresses; a shop or a product has one per language. */
export const PER_FILE = 25_000;

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A path under /m/{lang}/ as an address: each segment percent-encoded (the footer's pages have Chinese names). */
function pageUrl(origin: string, language: Language, path: string): string {
  return `${origin}/m/${language}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

interface Entry {
  /** The path under /m/{lang}/. */
  path: string;
  /** The languages it is in; an address per language, each naming the others. */
  languages: readonly Language[];
  /** YYYY-MM-DD, when known. */
  lastModified?: string | undefined;
}

function urlSet(origin: string, entries: readonly Entry[]): string {
  const urls = entries.flatMap(({ path, languages, lastModified }) =>
    languages.map((language) => {
      const alternates =
        languages.length > 1
          ? languages.map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(pageUrl(origin, other, path))}"/>`).join('')
          : '';
      const modified = lastModified ? `<lastmod>${lastModified}</lastmod>` : '';
      return `<url><loc>${escapeXml(pageUrl(origin, language, path))}</loc>${modified}${alternates}</url>`;
    }),
  );
  return `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The configuration a content page of the public list renders; null for a page that is no content page, undefined for none. */
function contentConfigOf(path: string): string | null | undefined {
  const [kind, name = ''] = path.split('/', 2);
  if (kind === 'customPages') return isCustomPageName(name) && hasAViewOfItsOwn(name) ? null : customPageConfigName(name);
  if (kind === 'pages') return pagesConfigName(name);
  if (kind === 'posts') return postConfigName(name);
  return null;
}

/** The portal's pages anyone may open, and not one visitor's own (their saved catalogues) or an account form. */
const LISTED_GROUPS = new Set(['home', 'search', 'download', 'catalogues', 'shortVideos', 'exhibitors', 'customPages', 'footerPages']);
const UNLISTED_PATHS = new Set(['catalogList', 'report']);

export async function pagesSitemap(db: Queryable, origin: string): Promise<string> {
  const [live, news, catalogs] = await Promise.all([
    db.query<{ page: string; language: Language }>('SELECT page, language FROM page_configs'),
    db.query<{ slug: string; language: Language; day: string }>(
      `SELECT slug, language, to_char(publish_time, 'YYYY-MM-DD') AS day FROM news_articles
        WHERE status = 'PUBLISHED' AND publish_time <= (now() AT TIME ZONE 'Asia/Shanghai') ORDER BY publish_time DESC`,
    ),
    db.query<{ id: string; day: string }>(`SELECT id, to_char(published_at, 'YYYY-MM-DD') AS day FROM e_catalogs ORDER BY published_at DESC, id`),
  ]);
  const liveIn = (page: string) => LANGUAGES.filter((language) => live.some((row) => row.page === page && row.language === language));
  const portal: Entry[] = PUBLIC_ROUTES.filter((route) => LISTED_GROUPS.has(route.group) && !UNLISTED_PATHS.has(route.path)).flatMap((route): Entry[] => {
    const config = contentConfigOf(route.path);
    if (config === null) return [{ path: route.path, languages: LANGUAGES }];
    const languages = config === undefined ? [] : liveIn(config);
    return languages.length > 0 ? [{ path: route.path, languages }] : [];
  });
  const entries: Entry[] = [
    ...portal,
    { path: 'news', languages: LANGUAGES },
    // An article is its language's own (the other language's story, when there is one, may differ).
    ...news.map((row) => ({ path: `news/${row.slug}`, languages: [row.language], lastModified: row.day })),
    ...catalogs.map((row) => ({ path: `catalog/detail/${row.id}`, languages: LANGUAGES, lastModified: row.day })),
  ];
  // The public list has the news centre among the footer's pages: once is enough.
  const seen = new Set<string>();
  return urlSet(
    origin,
    entries.filter((entry) => !seen.has(entry.path) && seen.add(entry.path)),
  );
}

/** The files of each kind that are paged: what they list, in which order. */
const PAGED = {
  shops: {
    from: 'FROM exhibitors e',
    select: `SELECT e.shop_code AS "shopCode", NULL AS id, NULL AS day`,
    order: 'ORDER BY e.shop_code',
  },
  products: {
    from: 'FROM listed_products p JOIN exhibitors e ON e.site_trader_id = p.site_trader_id WHERE p.listed',
    select: `SELECT e.shop_code AS "shopCode", p.id, to_char(p.updated_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day`,
    order: 'ORDER BY p.listed_at DESC, p.id',
  },
} as const;

export type PagedKind = keyof typeof PAGED;

export function isPagedKind(kind: string): kind is PagedKind {
  return Object.hasOwn(PAGED, kind);
}

export async function fileCount(db: Queryable, kind: PagedKind): Promise<number> {
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count ${PAGED[kind].from}`);
  return Math.ceil((row?.count ?? 0) / PER_FILE);
}

/** The `file`th (from 1) file of shops or of products on show; undefined past the last. */
export async function pagedSitemap(db: Queryable, origin: string, kind: PagedKind, file: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(file) || file < 1 || file > (await fileCount(db, kind))) return undefined;
  const { select, from, order } = PAGED[kind];
  const rows = await db.query<{ shopCode: string; id: string | null; day: string | null }>(`${select} ${from} ${order} LIMIT $1 OFFSET $2`, [
    PER_FILE,
    (file - 1) * PER_FILE,
  ]);
  return urlSet(
    origin,
    rows.map((row) => ({
      path: row.id === null ? `shops/${row.shopCode}` : `shops/${row.shopCode}/listedProducts/${row.id}`,
      languages: LANGUAGES,
      lastModified: row.day ?? undefined,
    })),
  );
}

export async function sitemapIndex(db: Queryable, origin: string): Promise<string> {
  const [shops, products] = await Promise.all([fileCount(db, 'shops'), fileCount(db, 'products')]);
  const paged = (kind: PagedKind, count: number) => Array.from({ length: count }, (_, at) => `/sitemaps/${kind}-${at + 1}.xml`);
  const files = ['/sitemaps/pages.xml', ...paged('shops', shops), ...paged('products', products)];
  const items = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}${file}`)}</loc></sitemap>`).join('\n');
  return `${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** Crawlers read the public pages; the pages of one visitor's own, the employees' and the API are not theirs. */
export function robotsTxt(origin: string): string {
  const privatePaths = ['/member/', '/seller/', '/work/', '/m/member/', '/m/seller/', '/dev/', '/logout/'];
  return ['User-agent: *', ...privatePaths.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

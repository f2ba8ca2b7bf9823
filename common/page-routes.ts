// Spec §2: the portal's page routes as data, for the server to tell a page from a miss before the app runs (issue 29:
// an unknown page answers 404, not the app with 200). The router (src/pages/router.tsx and the tables it loads) is
// the app's own table; src/pages/page-routes.test.ts checks the two against each other, both ways.
import { isLanguage, type Language } from './language';

/** The pages under /m/{lang}/, their paths relative to it ('' is the home page); `:name` takes one segment. */
export const LANGUAGE_PAGE_PATTERNS = [
  '',
  'login/mall/index',
  'register/index',
  'transition',
  'search',
  'download',
  'catalog',
  'catalog/detail/:id',
  'catalogList',
  'shortvideo',
  'shortVideoDetail',
  'l/:code',
  'shops/:shopCode',
  'shops/:shopCode/listedProducts/:productId',
  'eventShows/:id',
  'detailed',
  'report',
  'customPages/:name',
  'pages/:name',
  'posts/:slug',
  'news',
  'news/:slug',
  'news/invitations/:id',
  'media/login',
  'media/register',
  'lives/:id',
] as const;

export type LanguagePagePattern = (typeof LANGUAGE_PAGE_PATTERNS)[number];

/** The pages outside /m/{lang}/, absolute; a `:lang` segment must be a language. Matched before /m/{lang}/. */
export const OTHER_PAGE_PATTERNS = [
  '/m/:subsite/sitenotificationreminderself/index',
  '/m/:subsite/usercenter/index',
  '/m/member/memberselffollowingmemberbuyer/index',
  '/m/seller/memberselffollowingmemberseller/index',
  '/m/seller/inquiries/index',
  '/m/seller/lives/index',
  '/m/seller/shop/index',
  '/m/seller/products/index',
  '/b2bshop/:lang/index',
  '/b2bshop/:lang/index/industrySites/:id',
  '/b2bshop/:lang/index/miniProg',
  '/b2bshop/:lang/index/miniProg/industrySites/:id',
  '/:lang/login/mall/index',
  '/:lang/register/index',
  '/:lang/transition',
  '/:subSite/instantmessageself/index',
  '/embeddedpage/index',
  '/embeddedpage/index/edit/:id',
  '/embeddedpage/index/view/:id',
  '/embeddedpageh5/index',
  '/embeddedpageh5/index/edit/:id',
  '/embeddedpageh5/index/view/:id',
  '/:backOffice/workbench/index',
  '/member/rfq/index',
  '/work/pageconfigs/:page',
  '/work/announcements',
  '/work/news',
  '/work/notifications',
  '/work/invitations',
] as const;

export type OtherPagePattern = (typeof OTHER_PAGE_PATTERNS)[number];

export type PageMatch =
  | { kind: 'language'; pattern: LanguagePagePattern; language: Language; params: Readonly<Record<string, string>> }
  | { kind: 'other'; pattern: OtherPagePattern; language: Language | undefined; params: Readonly<Record<string, string>> };

/** The params of `segments` against a pattern's segments; undefined when they do not match (a segment is decoded). */
function matchSegments(pattern: string, segments: readonly string[]): Record<string, string> | undefined {
  const parts = pattern === '' ? [] : pattern.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [at, part] of parts.entries()) {
    const segment = segments[at] ?? '';
    if (part.startsWith(':')) {
      if (segment === '') return undefined;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return undefined;
  }
  return params;
}

function decodedSegments(path: string): string[] | undefined {
  try {
    return path.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * The page a path (without its query) is, or undefined for none: what the router would show as its 404 page. A
 * path whose `:lang` is no language is none either (the app sends it to the fallback language; the server too).
 */
export function matchPagePath(path: string): PageMatch | undefined {
  const segments = decodedSegments(path.replace(/^\//, ''));
  if (!segments) return undefined;
  // A trailing slash names the same page (as in the router).
  if (segments.length > 1 && segments.at(-1) === '') segments.pop();
  for (const pattern of OTHER_PAGE_PATTERNS) {
    const params = matchSegments(pattern.slice(1), segments);
    if (!params) continue;
    if ('lang' in params && !isLanguage(params.lang)) return undefined;
    return { kind: 'other', pattern, language: isLanguage(params.lang) ? params.lang : undefined, params };
  }
  const [m, lang, ...rest] = segments;
  if (m !== 'm' || !isLanguage(lang)) return undefined;
  for (const pattern of LANGUAGE_PAGE_PATTERNS) {
    const params = matchSegments(pattern, rest);
    if (params) return { kind: 'language', pattern, language: lang, params };
  }
  return undefined;
}

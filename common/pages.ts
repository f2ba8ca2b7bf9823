// Spec §2: the page router helper — the portal's page names and their paths. Every path is prefixed by the
// language segment and, on mobile, by /m; query parameters are appended; an unknown name raises the spec's
// error ('unkown page:', its typo kept). On mobile a navigation to a page goes to the download page instead.
import type { Language } from './language';
import { linkQuery } from './link-query';

/** The home page's configuration (spec §3): the one page key that carries the portal's switches and flag mask. */
export const HOME_PAGE = 'mobile-home';

const PAGE_PATHS = {
  index: '',
  search: 'search',
  download: 'download',
  catalogList: 'catalog',
  catalogDetail: 'catalog/detail/{id}',
  myCatalog: 'catalogList',
  shortVideoDetail: 'shortVideoDetail',
  shortVideoList: 'shortvideo',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

export interface PageTarget {
  language: Language;
  /** /m first (the mobile site); true unless said otherwise. */
  mobile?: boolean;
  /** A page's own path parameter: catalogDetail's {id}. */
  id?: string;
  query?: Readonly<Record<string, string | number | undefined>>;
}

function isPageName(name: string): name is PageName {
  return Object.hasOwn(PAGE_PATHS, name);
}

/** The path of the named page; throws `unkown page:{name}` for a name the portal has no page of. */
export function pagePath(name: string, { language, mobile = true, id, query = {} }: PageTarget): string {
  if (!isPageName(name)) throw new Error(`unkown page:${name}`);
  let path = PAGE_PATHS[name] as string;
  if (path.includes('{id}')) {
    if (!id) throw new Error(`page ${name} needs an id`);
    path = path.replace('{id}', encodeURIComponent(id));
  }
  const present = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined));
  const search = linkQuery(present);
  return `${mobile ? '/m' : ''}/${language}/${path}${search ? `?${search}` : ''}`;
}

/** The internal path a download page's ?page= names, or undefined for anything else (another site, a protocol-relative URL). */
export function continuePathOf(page: string | null): string | undefined {
  return page && page.startsWith('/m/') && !page.startsWith('//') ? page : undefined;
}

/**
 * Spec §2: where navigating to the named page leads. On mobile every navigation is forced to the download page
 * (the app has the page), which offers the page it was going to (?page=) to continue in the browser; the search
 * results stay reachable.
 */
export function navigationPath(name: string, target: PageTarget): string {
  const path = pagePath(name, target);
  const mobile = target.mobile ?? true;
  if (!mobile || name === 'search' || name === 'download') return path;
  return pagePath('download', { language: target.language, query: { page: path } });
}

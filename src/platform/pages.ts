// Spec §2: the page router helper — the portal's page names and their paths. Every path is prefixed by the
// language segment and, on mobile, by /m; query parameters are appended; an unknown name raises the spec's
// error ('unkown page:', its typo kept).
import type { Language } from './language';
import { linkQuery } from './link-query';

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


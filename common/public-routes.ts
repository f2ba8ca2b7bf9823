// Every public page of the portal, grouped as the sitemap (/customPages/sitemap) lists them. The one list of
// them: src/pages/content/public-routes.test.tsx checks it against the router, so neither drifts from the other.
import { BEHAVIOURAL_CUSTOM_PAGES, CUSTOM_PAGE_NAMES, isBehaviouralCustomPage, type CustomPageName } from './content-pages';
import type { MessageId } from './i18n/messages';
import type { Language } from './language';

export type PublicRouteGroup = 'home' | 'search' | 'download' | 'catalogues' | 'shortVideos' | 'exhibitors' | 'customPages' | 'footerPages' | 'accountPages';

export interface PublicRoute {
  group: PublicRouteGroup;
  label: MessageId;
  /** The path under /m/{lang}/, no leading slash ('' is the home page). */
  path: string;
}

type ListedCustomPage = Exclude<CustomPageName, (typeof BEHAVIOURAL_CUSTOM_PAGES)[number]>;

// The sitemap, a behavioural page too, is listed among the footer pages, where the footer has it.
const isListedCustomPage = (name: CustomPageName): name is ListedCustomPage => !isBehaviouralCustomPage(name);

const customPageRoutes: PublicRoute[] = CUSTOM_PAGE_NAMES.filter(isListedCustomPage).map((name) => ({
  group: 'customPages',
  label: `custom-page.name.${name}`,
  path: `customPages/${name}`,
}));

/** In the sitemap's order: its groups, and in each its pages. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { group: 'home', label: 'sitemap.page.home', path: '' },
  { group: 'search', label: 'sitemap.page.search', path: 'search' },
  { group: 'download', label: 'download-page.title', path: 'download' },
  { group: 'catalogues', label: 'sitemap.page.catalogues', path: 'catalog' },
  { group: 'catalogues', label: 'sitemap.page.myCatalogue', path: 'catalogList' },
  { group: 'shortVideos', label: 'sitemap.page.shortVideos', path: 'shortvideo' },
  { group: 'exhibitors', label: 'sitemap.page.exhibitorSearch', path: 'detailed' },
  { group: 'exhibitors', label: 'sitemap.page.report', path: 'report' },
  ...customPageRoutes,
  { group: 'customPages', label: 'sitemap.page.logistics', path: 'pages/logistics-and-customs' },
  { group: 'customPages', label: 'sitemap.page.visa', path: 'posts/visa-and-invitation-letter' },
  // Spec §2: the footer pages (their paths without /m/{lang} lead here in the visitor's language).
  { group: 'footerPages', label: 'footer.aboutUs', path: 'pages/关于我们' },
  { group: 'footerPages', label: 'footer.legal', path: 'pages/法律文件' },
  { group: 'footerPages', label: 'footer.cookiePolicy', path: 'pages/Cookies政策' },
  { group: 'footerPages', label: 'footer.sitemap', path: 'customPages/sitemap' },
  { group: 'footerPages', label: 'sitemap.page.contactUs', path: 'pages/contact-us' },
  { group: 'footerPages', label: 'news-page.title', path: 'news' },
  { group: 'accountPages', label: 'sitemap.page.login', path: 'login/mall/index' },
  { group: 'accountPages', label: 'sitemap.page.register', path: 'register/index' },
  { group: 'accountPages', label: 'media-page.login.title', path: 'media/login' },
  { group: 'accountPages', label: 'media-page.register.title', path: 'media/register' },
];

export const PUBLIC_ROUTE_GROUPS: readonly PublicRouteGroup[] = [
  'home',
  'search',
  'download',
  'catalogues',
  'shortVideos',
  'exhibitors',
  'customPages',
  'footerPages',
  'accountPages',
];

export function publicRoutePath(route: PublicRoute, language: Language): string {
  return `/m/${language}/${route.path}`;
}

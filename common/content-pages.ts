// Spec §2: the content pages — the custom pages under /customPages/, the pages under /pages/ (the footer's
// about, legal and cookie policy among them) and the posts under /posts/ — and the page configuration each
// is rendered from (names as page_configs keeps them: ^[a-z0-9][a-z0-9-]{0,63}$). One mapping, both ways.
import type { Language } from './language';

/** Spec §2: the custom page names, in the spec's order; any other name is the 404 page. */
export const CUSTOM_PAGE_NAMES = [
  'registerSuccess',
  'emailVerify',
  'liveHall',
  'liveList',
  'help',
  'joinEnterprise',
  'citizenCreateEnterprise',
  'agentMemberInfoComplete',
  'foreignVerifySuccess',
  'agentCreateEnterprise',
  'foreignCreateEnterprise',
  'mailActiveSuccess',
  'bindAccount',
  'exhibition',
  'productRelease',
  'tradeBridge',
  'supplyHall',
  'officialActivity',
  'siteTraderUrlProxy',
  'tradeAssistant',
  'residentBusiness',
  'redirect',
  'error',
  'complete',
  'sitemap',
  'e-commerce-pilot-area',
  'e-commerce-platform',
] as const;

export type CustomPageName = (typeof CUSTOM_PAGE_NAMES)[number];

/** The custom pages that do something rather than show stored content: they have no page configuration. */
export const BEHAVIOURAL_CUSTOM_PAGES = ['sitemap', 'redirect', 'error'] as const satisfies readonly CustomPageName[];

/**
 * The custom pages the app shows with a view of its own (src/pages/content/content-routes.tsx), whatever is stored:
 * the behavioural ones, the company information forms and the lives (issue 25), the registration's end.
 */
export const CUSTOM_PAGES_WITH_A_VIEW = [
  ...BEHAVIOURAL_CUSTOM_PAGES,
  'registerSuccess',
  'foreignCreateEnterprise',
  'citizenCreateEnterprise',
  'liveHall',
  'liveList',
] as const satisfies readonly CustomPageName[];

export type CustomPageWithAView = (typeof CUSTOM_PAGES_WITH_A_VIEW)[number];

export function hasAViewOfItsOwn(name: CustomPageName): name is CustomPageWithAView {
  return (CUSTOM_PAGES_WITH_A_VIEW as readonly string[]).includes(name);
}

/** Spec §2: the footer's pages under /pages/, by their Chinese names as the spec writes them. */
export const FOOTER_PAGE_CONFIGS: Readonly<Record<string, string>> = {
  关于我们: 'about',
  法律文件: 'legal',
  Cookies政策: 'cookie-policy',
};

const CUSTOM_PREFIX = 'custom-';
const PAGE_PREFIX = 'page-';
const POST_PREFIX = 'post-';
// A /pages/ or /posts/ name: what is left after its prefix must still fit a page configuration's name.
const SLUG = /^[a-z0-9][a-z0-9-]{0,58}$/;

export function isCustomPageName(name: string): name is CustomPageName {
  return (CUSTOM_PAGE_NAMES as readonly string[]).includes(name);
}

export function isBehaviouralCustomPage(name: CustomPageName): boolean {
  return (BEHAVIOURAL_CUSTOM_PAGES as readonly string[]).includes(name);
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** /customPages/{name}: liveHall → custom-live-hall; none for a name the spec does not list or a behavioural page. */
export function customPageConfigName(name: string): string | undefined {
  if (!isCustomPageName(name) || isBehaviouralCustomPage(name)) return undefined;
  return `${CUSTOM_PREFIX}${kebab(name)}`;
}

/** /pages/{name}: 关于我们 → about, 法律文件 → legal, Cookies政策 → cookie-policy, contact-us → page-contact-us. */
export function pagesConfigName(name: string): string | undefined {
  if (Object.hasOwn(FOOTER_PAGE_CONFIGS, name)) return FOOTER_PAGE_CONFIGS[name];
  return SLUG.test(name) ? `${PAGE_PREFIX}${name}` : undefined;
}

/** /posts/{slug}: visa-and-invitation-letter → post-visa-and-invitation-letter. */
export function postConfigName(slug: string): string | undefined {
  return SLUG.test(slug) ? `${POST_PREFIX}${slug}` : undefined;
}

/** The path, under /m/{language}, of the page a content configuration renders; none for another kind of configuration. */
export function contentPagePath(configName: string, language: Language): string | undefined {
  const footer = Object.entries(FOOTER_PAGE_CONFIGS).find(([, config]) => config === configName);
  if (footer) return `/m/${language}/pages/${footer[0]}`;
  const custom = CUSTOM_PAGE_NAMES.find((name) => customPageConfigName(name) === configName);
  if (custom) return `/m/${language}/customPages/${custom}`;
  if (configName.startsWith(PAGE_PREFIX)) return `/m/${language}/pages/${configName.slice(PAGE_PREFIX.length)}`;
  if (configName.startsWith(POST_PREFIX)) return `/m/${language}/posts/${configName.slice(POST_PREFIX.length)}`;
  return undefined;
}

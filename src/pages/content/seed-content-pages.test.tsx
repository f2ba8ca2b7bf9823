// The seeded content pages (fixtures/seed/page-configs.*.json): one for every content page in both languages,
// every section of each renders, and every link in the seed to a content page has its page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sectionRegistry } from '../../../sections/registry';
import { checkSectionData } from '../../engine/section-data-checks';
import { planPage } from '../../engine/plan-page';
import { sectionContextOf } from '../../engine/section-context';
import type { PageConfig } from '../../../common/generated/types';
import { CUSTOM_PAGE_NAMES, customPageConfigName, FOOTER_PAGE_CONFIGS, pagesConfigName, postConfigName } from '../../../common/content-pages';
import { LANGUAGES } from '../../../common/language';
import { VISITOR } from '../../platform/session';
import { portalRouteTable } from '../testing/portal-route-table';

const SEED = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'seed');
const seedFiles = readdirSync(SEED).filter((name) => name.endsWith('.json'));
const readSeed = (name: string): unknown => JSON.parse(readFileSync(join(SEED, name), 'utf8'));
const seededPage = (page: string, language: string) => {
  const name = `page-configs.${page}.${language}.json`;
  return seedFiles.includes(name) ? (readSeed(name) as PageConfig) : undefined;
};

/** The paths under /m/{lang}/ to content pages that the seed links to, anywhere in its data. */
function linkedContentPaths(): string[] {
  const text = seedFiles.map((name) => readFileSync(join(SEED, name), 'utf8')).join('\n');
  return [...new Set([...text.matchAll(/\/m\/(?:en-US|zh-CN)\/(customPages|pages|posts)\/([^"?#\s]+)/g)].map((match) => `${match[1]}/${match[2]}`))];
}

function configOf(path: string): string | undefined {
  const [kind, name = ''] = path.split('/');
  if (kind === 'customPages') return customPageConfigName(name);
  return kind === 'pages' ? pagesConfigName(name) : postConfigName(name);
}

const contentPages = [
  ...CUSTOM_PAGE_NAMES.map(customPageConfigName).filter((name) => name !== undefined),
  ...Object.values(FOOTER_PAGE_CONFIGS),
  'page-contact-us',
];
const routes = portalRouteTable();

describe.each(LANGUAGES)('the seeded content pages in %s', (language) => {
  it.each(contentPages)('%s is seeded, and every section of it renders', async (page) => {
    const config = seededPage(page, language) as PageConfig;
    expect(config, `fixtures/seed/page-configs.${page}.${language}.json`).toBeDefined();
    const checks = await checkSectionData(config, sectionRegistry);
    const plans = planPage(config, sectionRegistry, sectionContextOf(config, language, new Date('2026-10-15T01:00:00Z'), VISITOR), checks);
    expect(plans.map((plan) => `${plan.key}:${plan.status}`)).toEqual(plans.map((plan) => `${plan.key}:render`));
    expect(plans[0]?.key).toBe('PAGEHERO');
  });

  it('has a page for every content page the seed links to', () => {
    const linked = linkedContentPaths().filter((path) => !/^customPages\/(sitemap|redirect|error)$/.test(path));
    expect(linked.length).toBeGreaterThan(10);
    expect(linked.filter((path) => seededPage(configOf(decodeURI(path)) ?? '', language) === undefined)).toEqual([]);
  });

  it("links its content pages' sections only to pages the router has", () => {
    const links = contentPages.flatMap((page) => {
      const list = seededPage(page, language)?.sections.LINKLIST as { links: Array<{ redirectUrl?: string }> } | undefined;
      return (list?.links ?? []).map((link) => link.redirectUrl ?? '').filter((url) => url.startsWith('/'));
    });
    expect(links.filter((url) => matchRoutes(routes, url.split('?')[0] ?? '')?.at(-1)?.route.path === '*')).toEqual([]);
  });
});

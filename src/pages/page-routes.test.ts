import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_PAGE_PATTERNS, matchPagePath, OTHER_PAGE_PATTERNS } from '../../common/page-routes';
import { portalRouteTable } from './testing/portal-route-table';

const routes: RouteObject[] = portalRouteTable();

/** A pattern with each parameter given a value: a language for :lang, a plausible name for the rest. */
function example(pattern: string): string {
  return pattern
    .replace(/:lang\b/g, 'en-US')
    .replace(/:subsite\b|:subSite\b|:backOffice\b/g, 'member')
    .replace(/:[A-Za-z]+/g, 'x-1');
}

/** The router's leaf for a path: its route's path ('' for an index), '*' for a 404 page, undefined for none. */
function leafOf(path: string): string | undefined {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return leaf?.index ? '' : leaf?.path;
}

/** Every path of the router's table that is a page (no splat, no layout without a page), joined with its parents. */
function routerPages(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.index ? parent : route.path?.startsWith('/') ? route.path : [parent, route.path].filter(Boolean).join('/');
    if (route.path === '*') return [];
    const own = (route.index || route.path) && route.element && !route.children?.some((child) => child.index) ? [path] : [];
    return [...own, ...routerPages(route.children ?? [], path)];
  });
}

describe("the server's table of page routes (common/page-routes.ts)", () => {
  it.each([...LANGUAGE_PAGE_PATTERNS.map((pattern) => `/m/:lang/${pattern}`), ...OTHER_PAGE_PATTERNS])('%s is a page of the router, not its 404', (pattern) => {
    const leaf = leafOf(example(pattern));
    expect(leaf).toBeDefined();
    expect(leaf).not.toBe('*');
  });

  it("has every page of the router's (none of them answers 404 from the server)", () => {
    // The language-less footer paths the server redirects before they reach here (server/plugins/static-files.ts).
    const redirected = new Set(['/', '/m/pages/:name', '/m/customPages/:name', '/pages/:name']);
    const missed = routerPages(routes)
      .filter((path) => !redirected.has(path))
      .filter((path) => matchPagePath(example(path)) === undefined);
    expect(missed).toEqual([]);
  });

  it('matches a path as the router does: decoded segments, a trailing slash, a language that is one', () => {
    expect(matchPagePath('/m/zh-CN/pages/%E5%85%B3%E4%BA%8E%E6%88%91%E4%BB%AC')).toMatchObject({ pattern: 'pages/:name', params: { name: '关于我们' } });
    expect(matchPagePath('/m/en-US/')).toMatchObject({ pattern: '', language: 'en-US' });
    expect(matchPagePath('/m/en-US')).toMatchObject({ pattern: '', language: 'en-US' });
    expect(matchPagePath('/m/en-US/news/')).toMatchObject({ pattern: 'news' });
    expect(matchPagePath('/m/seller/usercenter/index')).toMatchObject({ kind: 'other', params: { subsite: 'seller' } });
    expect(matchPagePath('/m/fr-FR/news')).toBeUndefined();
    expect(matchPagePath('/fr-FR/login/mall/index')).toBeUndefined();
    expect(matchPagePath('/m/en-US/no-such-page')).toBeUndefined();
    expect(matchPagePath('/m/en-US/shops/%E0%A4%A')).toBeUndefined();
    expect(matchPagePath('/m/en-US/shops/a/b')).toBeUndefined();
  });
});

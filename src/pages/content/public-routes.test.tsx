import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { portalRouteTable } from '../testing/portal-route-table';
import { LANGUAGES } from '../../../common/language';
import { PUBLIC_ROUTES, PUBLIC_ROUTE_GROUPS, publicRoutePath } from '../../../common/public-routes';

/** The router's routes, read from the same element tree the portal renders. */
const routes: RouteObject[] = portalRouteTable();

/** The route a path ends at, under /m/:lang: its own path, or '*' for the 404 page. */
function leafOf(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.path ?? (matchRoutes(routes, path)?.at(-1)?.route.index ? '' : undefined);
}

/** The router's pages under /m/:lang with a path of their own (no parameter): each must be in the sitemap. */
function staticPagesUnderLanguage(): string[] {
  const language = routes.find((route) => route.path === '/m/:lang');
  return (language?.children ?? []).flatMap((route) =>
    route.index ? [''] : route.path && !route.path.includes(':') && route.path !== '*' ? [route.path] : [],
  );
}

// Pages of a flow rather than of the map: the transition page only passes a login on; a short video's page needs its ?id=.
const NOT_IN_SITEMAP = new Set(['transition', 'shortVideoDetail']);

describe('the sitemap list of public routes', () => {
  it.each(LANGUAGES)('leads, in %s, only to pages the router has (none to the 404 page)', (language) => {
    for (const route of PUBLIC_ROUTES) {
      const leaf = leafOf(publicRoutePath(route, language));
      expect(leaf, publicRoutePath(route, language)).not.toBe('*');
      expect(leaf, publicRoutePath(route, language)).toBeDefined();
    }
  });

  it("lists every page of the router's own (no parameter) under /m/{lang}", () => {
    const listed = new Set(PUBLIC_ROUTES.map((route) => route.path));
    expect(staticPagesUnderLanguage().filter((path) => !listed.has(path) && !NOT_IN_SITEMAP.has(path))).toEqual([]);
  });

  it('lists each path once, each in a group the sitemap shows', () => {
    const paths = PUBLIC_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(PUBLIC_ROUTES.every((route) => PUBLIC_ROUTE_GROUPS.includes(route.group))).toBe(true);
  });
});

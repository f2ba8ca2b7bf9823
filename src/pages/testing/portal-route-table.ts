import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router-dom';
import { languagePageRoutes } from '../language-page-routes';
import { otherPageRoutes } from '../other-page-routes';
import { PortalRoutes } from '../router';

const routesOf = (element: ReactNode): RouteObject[] => createRoutesFromChildren((element as ReactElement<{ children: ReactNode }>).props.children);

/**
 * Every route of the portal as one table, read from the same element trees the portal renders: the home page's
 * own table (router.tsx) with its two splats replaced by the tables they load (the language's pages, the rest).
 */
export function portalRouteTable(): RouteObject[] {
  return routesOf(PortalRoutes()).flatMap((route): RouteObject[] => {
    if (route.path === '*') return routesOf(otherPageRoutes());
    if (route.path !== '/m/:lang' || route.index) return [route];
    return [{ ...route, children: (route.children ?? []).flatMap((child) => (child.path === '*' ? routesOf(languagePageRoutes()) : [child])) }];
  });
}

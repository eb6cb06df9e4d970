import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { REDIRECT_ONLY_ROUTES, SCREENS } from '../../scripts/lib/screens';
import { routeTree } from './route-tree';

/** Every path a user can open: the routes with a path of their own, layouts left out. */
function routePaths(route: AnyRoute, parent = ''): string[] {
  const own = (route.options as { path?: string } | undefined)?.path;
  const path = own === undefined ? parent : `${parent.replace(/\/$/, '')}/${own.replace(/^\//, '')}`;
  const children = (route.children ?? []) as AnyRoute[];
  return [...(own !== undefined ? [path] : []), ...children.flatMap((child) => routePaths(child, path))];
}

describe('the screen list of the quality journeys and the soak (scripts/lib/screens.ts)', () => {
  const routes = routePaths(routeTree as unknown as AnyRoute);

  it('names every route of the route tree, so a new screen is scanned from the day it lands', () => {
    const listed = [...SCREENS.map((screen) => screen.route), ...REDIRECT_ONLY_ROUTES];
    expect(
      routes.filter((route) => !listed.includes(route)),
      'routes missing from scripts/lib/screens.ts',
    ).toEqual([]);
  });

  it('names no route that does not exist', () => {
    expect(SCREENS.map((screen) => screen.route).filter((route) => !routes.includes(route))).toEqual([]);
  });
});

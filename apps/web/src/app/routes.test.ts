import { isValidElement } from 'react';
import { Navigate, type NavigateProps, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appPathPatternOf, appPathPatterns } from '@campus/contracts';
import { CourseCatalogPage, CourseDetailPage } from '../features/courses';
import { isRouteHandle, type AppRoute, type AppRoutePath } from '../lib/routing';
import { AdminPanelPage } from './admin-panel-page';
import { MySpacePage } from './my-space-page';
import { NotFoundPage } from './not-found-page';
import { routeObjects } from './router';
import { appRoutes, findRoute } from './routes';
import enShell from '../locales/en/shell.json';
import trShell from '../locales/tr/shell.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

/** What a route renders: its element, or the element its page's chunk gives once loaded. */
async function elementOf(route: AppRoute) {
  const element = route.lazy === undefined ? route.element : (await route.lazy()).element;
  if (!isValidElement<Record<string, unknown>>(element))
    throw new Error(`${route.path} renders no element`);
  return element;
}

/** The page component a route renders. */
async function pageOf(route: AppRoute): Promise<unknown> {
  return (await elementOf(route)).type;
}

describe('route table', () => {
  it('declares each path once', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('ranks static segments above parameters, as the router does', () => {
    expect(findRoute('/admin/matching/physicals/statistics').path).toBe(
      '/admin/matching/physicals/statistics',
    );
    expect(findRoute('/admin/matching/physicals/17').path).toBe(
      '/admin/matching/physicals/:physical_id',
    );
    expect(findRoute('/career/apply').handle.access).toBe('public');
    expect(findRoute('/career/all').handle.access).toBe('admin');
    expect(findRoute('/career/31').handle.access).toBe('admin');
    expect(findRoute('/admin/users/add').path).toBe('/admin/users/add');
  });

  it('redirects the section bases and the footer aliases', () => {
    const redirects = Object.fromEntries(
      appRoutes.flatMap((route) =>
        isValidElement<NavigateProps>(route.element) && route.element.type === Navigate
          ? [[route.path, route.element.props.to]]
          : [],
      ),
    );
    expect(redirects).toEqual({
      '/admin/qb': '/admin/qb/paths',
      '/admin/matching': '/admin/matching/physicals',
      '/contact': '/contacts',
      '/profile': '/profile/view',
      '/blog': '/dev/display',
    });
  });

  it('serves the course catalogue, the course page, my space and the admin panel', async () => {
    const catalogue = findRoute('/courses');
    expect(catalogue).toMatchObject({ path: '/courses', handle: { access: 'public' } });
    expect(await pageOf(catalogue)).toBe(CourseCatalogPage);
    const course = findRoute('/courses/4f1c2b3a-0000-4000-8000-000000000001');
    expect(course).toMatchObject({ path: '/courses/:course_id', handle: { access: 'public' } });
    expect(await pageOf(course)).toBe(CourseDetailPage);
    const mySpace = findRoute('/my-space');
    expect(mySpace).toMatchObject({ path: '/my-space', handle: { access: 'auth' } });
    expect(await pageOf(mySpace)).toBe(MySpacePage);
    const panel = findRoute('/admin/panel');
    expect(panel).toMatchObject({ path: '/admin/panel', handle: { access: 'moderator' } });
    expect(await pageOf(panel)).toBe(AdminPanelPage);
  });

  it('sends unknown paths to the not-found page', async () => {
    const unknown = findRoute('/definitely/not/here');
    expect(unknown.path).toBe('*');
    expect(await pageOf(unknown)).toBe(NotFoundPage);
  });

  it('keeps every quiz builder and matching admin route admin-only', () => {
    const staffTrees = appRoutes.filter(
      (route) => route.path.startsWith('/admin/qb') || route.path.startsWith('/admin/matching'),
    );
    // SPEC.md's six sections and bundles, four pages each.
    expect(staffTrees.length).toBe(2 + 7 * 4 + 1 + 19);
    expect(staffTrees.every((route) => route.handle.access === 'admin')).toBe(true);
  });

  it('has the same texts in English and Turkish', () => {
    expect(keysOf(trShell).sort()).toEqual(keysOf(enShell).sort());
  });
});

/** The routes of the router's tree that have a path, at any depth. */
function routesWithPaths(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [
    ...(route.path === undefined ? [] : [route]),
    ...routesWithPaths(route.children ?? []),
  ]);
}

describe('the router', () => {
  const served = routesWithPaths(routeObjects);
  const paths = served.map((route) => route.path ?? '');

  it('serves every app path pattern with exactly one route object, and no other path', () => {
    expect(
      appPathPatterns.filter((pattern) => paths.filter((path) => path === pattern).length !== 1),
    ).toEqual([]);
    expect(
      paths.filter((path) => path !== '*' && !appPathPatterns.some((pattern) => pattern === path)),
    ).toEqual([]);
    expect(paths.filter((path) => path === '*')).toHaveLength(1);
  });

  it('gives every route an access rule in its handle, and its path as its id', () => {
    expect(served.filter((route) => !isRouteHandle(route.handle)).map((r) => r.path)).toEqual([]);
    expect(served.filter((route) => route.id !== route.path).map((r) => r.path)).toEqual([]);
  });

  it('gives every route a page: loaded on its first visit, or an element at hand', () => {
    const pageless = served.filter(
      (route) => route.lazy === undefined && !isValidElement(route.element),
    );
    expect(pageless.map((route) => route.path)).toEqual([]);
  });
});

/** A concrete path of a pattern: each parameter filled, an optional one left out or not. */
function concretePaths(pattern: string): string[] {
  const filled = pattern.replace(/:[A-Za-z_]+\?/g, 'x1').replace(/:[A-Za-z_]+/g, 'p7');
  if (!pattern.endsWith('?')) return [filled];
  return [filled, pattern.replace(/\/:[A-Za-z_]+\?$/, '').replace(/:[A-Za-z_]+/g, 'p7')];
}

describe('the app paths of the contracts (page views are counted by them)', () => {
  it('are each the path of exactly one route, and every route but the catch-all has one', () => {
    const paths = appRoutes.map((route) => route.path);
    expect(
      appPathPatterns.filter((pattern) => paths.filter((p) => p === pattern).length !== 1),
    ).toEqual([]);
    expect(
      paths.filter((path) => path !== '*' && !appPathPatterns.includes(path as never)),
    ).toEqual([]);
    expect(paths.filter((path) => path === '*')).toHaveLength(1);
  });

  it('allow no other path in the route table (checked by the type checker)', () => {
    type IsRoutePath<P extends string> = P extends AppRoutePath ? true : false;
    const notAPage: IsRoutePath<'/not/a/page'> = false;
    const aPage: IsRoutePath<'/courses/:course_id'> = true;
    expect([notAPage, aPage]).toEqual([false, true]);
  });

  it('match a concrete path to the pattern the router renders for it', () => {
    const mismatches = appPathPatterns.flatMap((pattern) =>
      concretePaths(pattern).flatMap((path) => {
        const rendered = findRoute(path).path;
        const matched = appPathPatternOf(path);
        return rendered === matched && matched === pattern
          ? []
          : [{ pattern, path, rendered, matched }];
      }),
    );
    expect(mismatches).toEqual([]);
    expect(appPathPatternOf('/courses/4f1c2b3a-0000-4000-8000-000000000001')).toBe(
      '/courses/:course_id',
    );
    expect(appPathPatternOf('/career/apply')).toBe('/career/apply');
    expect(appPathPatternOf('/career/31/')).toBe('/career/:career_id');
    expect(appPathPatternOf('/admin/matching/physicals/statistics')).toBe(
      '/admin/matching/physicals/statistics',
    );
    expect(appPathPatternOf('/')).toBe('/');
    expect(appPathPatternOf('/faq/')).toBe('/faq');
    expect(appPathPatternOf('/definitely/not/here')).toBeUndefined();
    expect(appPathPatternOf('/courses/a/b')).toBeUndefined();
    expect(appPathPatternOf('/courses//')).toBeUndefined();
    expect(appPathPatternOf('courses')).toBeUndefined();
  });
});

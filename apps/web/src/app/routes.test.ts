import { describe, expect, it } from 'vitest';
import { appPathPatternOf, appPathPatterns } from '@campus/contracts';
import { appRoutes, findRoute, sectionKeys, type AppRoutePath } from './routes';
import enShell from '../locales/en/shell.json';
import trShell from '../locales/tr/shell.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix === '' ? key : `${prefix}.${key}`),
  );
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
    expect(findRoute('/career/apply').access).toBe('public');
    expect(findRoute('/career/all').access).toBe('admin');
    expect(findRoute('/career/31').access).toBe('admin');
    expect(findRoute('/admin/users/add').path).toBe('/admin/users/add');
  });

  it('redirects the section bases and the footer aliases', () => {
    const redirects = Object.fromEntries(
      appRoutes.flatMap((route) =>
        route.page.kind === 'redirect' ? [[route.path, route.page.to]] : [],
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

  it('serves the course catalogue, the course page, my space and the admin panel', () => {
    expect(findRoute('/courses')).toMatchObject({ access: 'public', page: { kind: 'courses' } });
    expect(findRoute('/courses/4f1c2b3a-0000-4000-8000-000000000001')).toMatchObject({
      path: '/courses/:course_id',
      access: 'public',
      page: { kind: 'course-detail' },
    });
    expect(findRoute('/my-space')).toMatchObject({ access: 'auth', page: { kind: 'my-space' } });
    expect(findRoute('/admin/panel')).toMatchObject({
      access: 'moderator',
      page: { kind: 'admin-panel' },
    });
  });

  it('sends unknown paths to the not-found page', () => {
    expect(findRoute('/definitely/not/here').page).toEqual({ kind: 'not-found' });
  });

  it('keeps every quiz builder and matching admin route admin-only', () => {
    const staffTrees = appRoutes.filter(
      (route) => route.path.startsWith('/admin/qb') || route.path.startsWith('/admin/matching'),
    );
    // SPEC.md's six sections and bundles, four pages each.
    expect(staffTrees.length).toBe(2 + 7 * 4 + 1 + 19);
    expect(staffTrees.every((route) => route.access === 'admin')).toBe(true);
  });

  it('has an English and a Turkish title for every section', () => {
    for (const section of sectionKeys) {
      expect(enShell.sections[section]).toEqual(expect.any(String));
      expect(trShell.sections[section]).toEqual(expect.any(String));
    }
  });

  it('has the same texts in English and Turkish', () => {
    expect(keysOf(trShell).sort()).toEqual(keysOf(enShell).sort());
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

import { describe, expect, it } from 'vitest';
import { appRoutes, findRoute, sectionKeys } from './routes';
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

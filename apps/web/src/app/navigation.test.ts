import type { UserRole } from '@campus/contracts';
import { describe, expect, it } from 'vitest';
import enShell from '../locales/en/shell.json';
import trShell from '../locales/tr/shell.json';
import { LANDING_FEATURES } from '../features/static-pages/landing-features';
import type { NavigationGroups } from './navigation';
import { footerGroups, navigationFor } from './navigation';
import { findRoute } from './routes';

const roles: UserRole[] = ['student', 'graduate', 'moderator', 'admin'];

function allLinks(navigation: NavigationGroups) {
  return [
    ...navigation.main,
    ...navigation.more.flatMap((section) => section.links),
    ...navigation.personal,
    ...navigation.admin,
  ];
}

describe('navigationFor', () => {
  it.each(roles)('leads a %s only to pages of the route table', (role) => {
    for (const link of allLinks(navigationFor(role))) {
      expect(findRoute(link.to).path, link.to).not.toBe('*');
    }
  });

  it.each(['student', 'graduate'] as const)('gives a %s no staff page', (role) => {
    for (const link of allLinks(navigationFor(role))) {
      expect(['public', 'auth'], link.to).toContain(findRoute(link.to).handle.access);
    }
  });

  it('keeps the header bar short: five links, the rest under "More"', () => {
    const { main, more } = navigationFor('student');
    expect(main.map((link) => link.to)).toEqual([
      '/home',
      '/courses',
      '/gpa',
      '/questions',
      '/my-space',
    ]);
    expect(more.flatMap((section) => section.links.map((link) => link.to))).toEqual(
      expect.arrayContaining([
        '/psychology/display',
        '/psychiatry/display',
        '/qa/display',
        '/career',
        '/waitlist/add',
        '/vote/question/add',
      ]),
    );
  });

  it('lists each page once', () => {
    for (const role of roles) {
      const targets = allLinks(navigationFor(role)).map((link) => link.to);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it('has a label for every link in both languages', () => {
    for (const link of allLinks(navigationFor('admin'))) {
      expect(enShell.nav[link.labelKey], link.labelKey).toBeTruthy();
      expect(trShell.nav[link.labelKey], link.labelKey).toBeTruthy();
      if (link.headerLabelKey !== undefined) {
        expect(enShell.nav[link.headerLabelKey]).toBeTruthy();
        expect(trShell.nav[link.headerLabelKey]).toBeTruthy();
      }
    }
    for (const section of navigationFor('student').more) {
      expect(enShell.nav.moreGroups[section.titleKey]).toBeTruthy();
      expect(trShell.nav.moreGroups[section.titleKey]).toBeTruthy();
    }
  });
});

describe('findability', () => {
  it('puts every feature of the landing page within two clicks of the header', () => {
    const reachable = new Set(
      allLinks(navigationFor('student')).map((link) => link.to.split('?')[0]),
    );
    for (const feature of LANDING_FEATURES) {
      expect(reachable, feature.key).toContain(feature.to.split('?')[0]);
    }
  });

  it('links the footer only to pages of the route table', () => {
    for (const link of footerGroups.flatMap((group) => group.links)) {
      expect(findRoute(link.to).path, link.to).not.toBe('*');
      expect(enShell.footer.links[link.labelKey]).toBeTruthy();
      expect(trShell.footer.links[link.labelKey]).toBeTruthy();
    }
  });
});

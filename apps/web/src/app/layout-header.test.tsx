// @vitest-environment jsdom
// jsdom here, not the project's happy-dom: its header tests set the viewport width through a
// matchMedia stub, and under happy-dom the navigation was not found at those widths.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage-keys';
import { mantineTheme } from '../lib/theme';
import { hrefsOf, loadTheApp, renderApp, signInAs, startAsNewVisitor } from './layout-test-support';
import type { FakeBackend } from './layout-fake-backend';

const fake = vi.hoisted((): FakeBackend => ({
  tokens: { access: null, refresh: null },
  user: undefined,
  maintenance: false,
  logoutCalls: [],
}));

vi.mock('../lib/api-client', async (importOriginal) =>
  (await import('./layout-fake-backend')).fakeApiClientModule(
    fake,
    await importOriginal<Record<string, unknown>>(),
  ),
);

vi.mock('../lib/system-status', async () =>
  (await import('./layout-fake-backend')).fakeSystemStatusModule(fake),
);

beforeEach(() => startAsNewVisitor(fake));

/**
 * Whether an element is displayed at a viewport width, read from the classes
 * Mantine's `visibleFrom` and `hiddenFrom` put on it and its ancestors and the
 * app theme's breakpoints (jsdom applies no style sheet, so the classes are
 * the rendered structure to check).
 */
const breakpoints = mergeMantineTheme(DEFAULT_THEME, mantineTheme).breakpoints;

function breakpointPx(name: string): number {
  const value: string | undefined = breakpoints[name];
  if (value === undefined || !value.endsWith('em'))
    throw new Error(`Unexpected breakpoint ${value}`);
  return Number.parseFloat(value) * 16;
}

function isShownAt(element: Element, width: number): boolean {
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    for (const name of node.classList) {
      const visibleFrom = /^mantine-visible-from-(\w+)$/.exec(name)?.[1];
      if (visibleFrom !== undefined && width < breakpointPx(visibleFrom)) return false;
      const hiddenFrom = /^mantine-hidden-from-(\w+)$/.exec(name)?.[1];
      if (hiddenFrom !== undefined && width >= breakpointPx(hiddenFrom)) return false;
    }
  }
  return true;
}

describe('the header at laptop and phone widths', () => {
  it('uses the 1200 px breakpoint for the header links', () => {
    expect(breakpointPx('lg')).toBe(1200);
  });

  it('shows a student the main links and "More" at 1280 px, only the menu button at 390 px', async () => {
    signInAs('student');
    renderApp('/courses');
    const header = screen.getByRole('banner');
    await within(header).findByRole('button', { name: 'Events' });
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    const burger = within(header).getByRole('button', { name: 'Open the navigation menu' });
    const more = within(nav).getByRole('button', { name: 'More' });

    for (const width of [1200, 1280, 1366, 1440]) {
      expect(isShownAt(nav, width)).toBe(true);
      expect(isShownAt(more, width)).toBe(true);
      expect(isShownAt(burger, width)).toBe(false);
    }
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'GPA calculator' })).toHaveAttribute(
      'href',
      '/gpa',
    );
    expect(within(nav).getByRole('link', { name: 'Question pool' })).toHaveAttribute(
      'href',
      '/questions',
    );

    for (const width of [390, 768, 1024, 1199]) {
      expect(isShownAt(nav, width)).toBe(false);
      expect(isShownAt(burger, width)).toBe(true);
    }
  });

  it('lists the pools, the Q&A bank, careers, the waitlist and vote proposals under "More"', async () => {
    signInAs('student');
    const user = userEvent.setup();
    renderApp('/courses');
    const header = screen.getByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Q&A bank', '/qa/display'],
      ['Psychologist pool', '/psychology/display'],
      ['Psychiatrist pool', '/psychiatry/display'],
      ['Information bank', '/information/display'],
      ['Assistant', '/assistant'],
      ['Votes', '/admin/vote/all'],
      ['Propose a vote', '/vote/question/add'],
      ['Join a waitlist', '/waitlist/add'],
      ['Careers', '/career'],
      ['Dev log', '/dev/display'],
      ['About', '/about'],
    ]);
    expect(within(menu).getByText('Community')).toBeInTheDocument();
    expect(within(menu).getByText('Take part')).toBeInTheDocument();
    expect(items.map((item) => item.getAttribute('href'))).not.toContain('/admin/panel');

    await user.click(within(menu).getByRole('menuitem', { name: 'Psychologist pool' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Psychologist experiences' }),
    ).toBeInTheDocument();
  });

  it('marks "More" as the current section on a page it lists', async () => {
    signInAs('student');
    renderApp('/qa/display');
    const header = screen.getByRole('banner');
    const more = await within(header).findByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('data-variant', 'light');
  });

  it('puts every header link, "More" included, in the phone drawer', async () => {
    signInAs('student');
    const user = userEvent.setup();
    renderApp('/courses');
    await user.click(await screen.findByRole('button', { name: 'Open the navigation menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(isShownAt(drawer, 390)).toBe(true);
    expect(hrefsOf(drawer)).toEqual([
      '/home',
      '/courses',
      '/gpa',
      '/questions',
      '/my-space',
      '/qa/display',
      '/psychology/display',
      '/psychiatry/display',
      '/information/display',
      '/assistant',
      '/admin/vote/all',
      '/vote/question/add',
      '/waitlist/add',
      '/career',
      '/dev/display',
      '/about',
      '/profile/view',
      '/notifications/personal',
      '/alarm/personal',
    ]);
  });

  it('opens the events drawer on arrival at ?events=open and drops the parameter on close', async () => {
    signInAs('student');
    const user = userEvent.setup();
    const router = renderApp('/home?events=open');
    const drawer = await screen.findByRole('dialog', { name: 'Events' });
    const lastClose = within(drawer).getAllByRole('button', { name: 'Close the events' }).at(-1);
    expect(lastClose).toBeDefined();
    if (lastClose !== undefined) await user.click(lastClose);
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(router.state.location.pathname).toBe('/home');
  });

  it('gives the links and "More" in Turkish', async () => {
    localStorage.setItem(storageKeys.userLocale, 'tr');
    await loadTheApp();
    signInAs('student');
    const user = userEvent.setup();
    renderApp('/courses');
    const header = screen.getByRole('banner');
    const nav = await within(header).findByRole('navigation', { name: 'Ana gezinme' });
    expect(within(nav).getByRole('link', { name: 'Dersler' })).toHaveAttribute('href', '/courses');
    // The short header label; the drawer keeps "Ortalama hesaplayıcı".
    expect(within(nav).getByRole('link', { name: 'Ortalama' })).toHaveAttribute('href', '/gpa');
    await user.click(within(nav).getByRole('button', { name: 'Daha fazla' }));
    const menu = await screen.findByRole('menu');
    expect(
      await within(menu).findByRole('menuitem', { name: 'Psikiyatrist havuzu' }),
    ).toHaveAttribute('href', '/psychiatry/display');
  });
});

describe('maintenance mode', () => {
  it('sends a student from any page to /', async () => {
    fake.maintenance = true;
    signInAs('student');
    const router = renderApp('/courses');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('lets an admin work as usual', async () => {
    fake.maintenance = true;
    signInAs('admin');
    renderApp('/admin/contacts/all');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact messages' }),
    ).toBeInTheDocument();
  });
});

describe('in Turkish', () => {
  it('translates the shell and a page', async () => {
    localStorage.setItem(storageKeys.userLocale, 'tr');
    await loadTheApp();
    renderApp('/career');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kariyer' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Genel başvuru gönder' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute(
      'href',
      '/reception/login',
    );
    expect(document.documentElement.lang).toBe('tr');
  });
});

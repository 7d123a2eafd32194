// @vitest-environment jsdom
// jsdom here, not the project's happy-dom: its header tests set the viewport width through a
// matchMedia stub, and under happy-dom the navigation was not found at those widths.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage-keys';
import { mantineTheme } from '../lib/theme';

/**
 * The whole app shell rendered through the real router, providers and
 * layout. Only the network edge is faked: the API client (tokens and the
 * verify-token answer) and the system status.
 */
interface FakeBackend {
  tokens: { access: string | null; refresh: string | null };
  /** What verify-token answers; undefined makes it fail. */
  user: unknown;
  maintenance: boolean;
  logoutCalls: string[];
}

const fake = vi.hoisted((): FakeBackend => ({
  tokens: { access: null, refresh: null },
  user: undefined,
  maintenance: false,
  logoutCalls: [],
}));

vi.mock('../lib/api-client', async (importOriginal) => {
  const original = await importOriginal<Record<string, unknown>>();
  const offline = () => Promise.reject(new Error('offline in tests'));
  return {
    ...original,
    api: {
      get: (path: string) => ({
        json: () =>
          path === 'reception/verify-token' && fake.user !== undefined
            ? Promise.resolve(fake.user)
            : offline(),
      }),
      post: (path: string) => {
        fake.logoutCalls.push(path);
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    },
    tokenStore: {
      getAccessToken: () => fake.tokens.access,
      getRefreshToken: () => fake.tokens.refresh,
      setTokens: () => undefined,
      clearTokens: () => {
        fake.tokens.access = null;
        fake.tokens.refresh = null;
      },
    },
    onSessionEnded: () => () => undefined,
  };
});

vi.mock('../lib/system-status', () => ({
  useSystemStatus: () => ({
    data: {
      maintenance_mode: fake.maintenance,
      contact_email: 'team@example.edu',
      ga_measurement_id: null,
      google_sign_in: false,
    },
    isError: false,
  }),
}));

function userWithRole(role: string) {
  return {
    user_current: {
      user_id: '7f9e2d4c-1b3a-4c5d-8e6f-0a1b2c3d4e5f',
      user_email: `${role}@example.edu`,
      user_role: role,
      user_first_name: 'Deniz',
      user_last_name: 'Kaya',
      user_photo_url: null,
      is_vip: false,
      contribution_count: 0,
      locale: 'en',
    },
  };
}

let routeObjects: RouteObject[];
let AppProviders: ComponentType<{ children: ReactNode; mantineEnvironment?: 'default' | 'test' }>;

/**
 * A fresh module graph, as a page load makes it: a fresh auth store, and a fresh i18n instance
 * with the stored (or the browser's) language loaded, as `main.tsx` loads it before rendering.
 */
async function loadTheApp(): Promise<void> {
  vi.resetModules();
  const { initialLocale, loadLocale } = await import('../lib/i18n');
  await loadLocale(initialLocale);
  ({ routeObjects } = await import('./router'));
  ({ AppProviders } = await import('./providers'));
}

beforeEach(async () => {
  fake.tokens.access = null;
  fake.tokens.refresh = null;
  fake.user = undefined;
  fake.maintenance = false;
  fake.logoutCalls = [];
  await loadTheApp();
});

function signInAs(role: string): void {
  fake.tokens.access = 'access-token';
  fake.user = userWithRole(role);
}

function renderApp(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <AppProviders mantineEnvironment="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function hrefsOf(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('layout for a signed-out visitor', () => {
  it('shows only the logo, the language switcher and a login link in the navigation bar', async () => {
    renderApp('/courses');
    const header = screen.getByRole('banner');
    const login = await within(header).findByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/reception/login');
    expect(within(header).getByRole('link', { name: /CampusHub/ })).toHaveAttribute('href', '/');
    expect(
      within(header).getByRole('button', { name: 'EN – Language: English' }),
    ).toBeInTheDocument();
    expect(hrefsOf(header).sort()).toEqual(['/', '/reception/login']);
    expect(within(header).queryByRole('button', { name: 'Events' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders the course catalogue on /courses', async () => {
    renderApp('/courses');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Course catalogue' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('has a skip link and a footer with every footer link and a theme toggle', () => {
    renderApp('/courses');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const footer = screen.getByRole('contentinfo');
    expect(hrefsOf(footer)).toEqual(
      expect.arrayContaining([
        '/policies/privacy',
        '/policies/terms',
        '/policies/kvkk',
        '/policies/aydinlatma',
        '/faq',
        '/courses',
        '/matches',
        '/questions',
        '/profile',
        '/blog',
        '/contact',
        '/about',
        '/career',
        '/qa/display',
        '/psychology/display',
        '/psychiatry/display',
      ]),
    );
    // The feature links stay in the footer's columns; the copyright bar keeps the legal and help links.
    expect(within(footer).getByRole('navigation', { name: 'Community' })).toBeInTheDocument();
    expect(within(footer).getAllByRole('button', { name: /theme|mode/i }).length).toBeGreaterThan(
      0,
    );
    expect(within(footer).queryByText(/All rights reserved/)).not.toBeInTheDocument();
  });

  it('shows the copyright bar without navigation bar or footer links on a guest-only route', async () => {
    renderApp('/reception/register');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} CampusHub. All rights reserved.`),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole('navigation', { name: 'Legal and help links' }),
    ).toBeInTheDocument();
    expect(within(footer).queryByRole('navigation', { name: 'Community' })).not.toBeInTheDocument();
  });

  it('is sent to the login page, keeping the intended path, from a login-required route', async () => {
    const router = renderApp('/admin/panel');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/reception/login');
    });
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fpanel');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('sees a not-found page with a way home on an unknown path', async () => {
    renderApp('/this/does/not/exist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to the home page' }),
    ).toHaveAttribute('href', '/');
  });

  it('follows the footer aliases', async () => {
    const router = renderApp('/blog');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dev/display');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev log' })).toBeInTheDocument();
  });
});

describe('layout for signed-in users', () => {
  it('gives an admin the full navigation, the admin links and the events drawer', async () => {
    signInAs('admin');
    const user = userEvent.setup();
    renderApp('/courses');
    const header = screen.getByRole('banner');
    await within(header).findByRole('button', { name: 'Events' });

    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    expect(hrefsOf(nav)).toEqual(['/home', '/courses', '/gpa', '/questions', '/my-space']);
    expect(within(header).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications/personal',
    );
    expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Administration' }));
    const adminMenu = await screen.findByRole('menu');
    expect(
      (await within(adminMenu).findAllByRole('menuitem')).map((item) => item.getAttribute('href')),
    ).toEqual([
      '/admin/panel',
      '/admin',
      '/admin/waitlist/all',
      '/admin/suggestions/all',
      '/admin/feedback/all',
      '/admin/instagram/all',
      '/admin/alarm/all',
      '/admin/assistant',
    ]);
    await user.keyboard('{Escape}');

    await user.click(within(header).getByRole('button', { name: 'Events' }));
    const drawer = await screen.findByRole('dialog', { name: 'Events' });
    // The events feature's drawer: the API is offline in these tests, so it offers a retry.
    expect(
      await within(drawer).findByText('Error loading events, please try again'),
    ).toBeInTheDocument();
    const closeButtons = within(drawer).getAllByRole('button', { name: 'Close the events' });
    const lastClose = closeButtons.at(-1);
    expect(lastClose).toBeDefined();
    if (lastClose !== undefined) await user.click(lastClose);
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Events' })).not.toBeInTheDocument();
    });
  });

  it('gives a moderator the admin panel link only', async () => {
    signInAs('moderator');
    const user = userEvent.setup();
    renderApp('/courses');
    const header = screen.getByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Administration' }));
    const menu = await screen.findByRole('menu');
    expect(
      (await within(menu).findAllByRole('menuitem')).map((item) => item.getAttribute('href')),
    ).toEqual(['/admin/panel']);
  });

  it('gives a student no staff links', async () => {
    signInAs('student');
    renderApp('/courses');
    const header = screen.getByRole('banner');
    await within(header).findByRole('button', { name: 'Events' });
    expect(
      within(header).queryByRole('button', { name: 'Administration' }),
    ).not.toBeInTheDocument();
    expect(hrefsOf(header)).not.toContain('/admin/waitlist/all');
  });

  it('gives a signed-in user the search in the header', async () => {
    signInAs('student');
    renderApp('/courses');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it('sends a student away from a moderator route to /', async () => {
    signInAs('student');
    const router = renderApp('/admin/panel');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('sends a signed-in user away from a guest-only route to /', async () => {
    signInAs('graduate');
    const router = renderApp('/reception/login');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('shows the user menu with name, e-mail and account links, and logs out to the login page', async () => {
    signInAs('student');
    const user = userEvent.setup();
    const router = renderApp('/courses');
    const accountButton = await screen.findByRole('button', {
      name: 'DK – Account menu of Deniz Kaya',
    });
    await user.click(accountButton);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Deniz Kaya')).toBeInTheDocument();
    expect(within(menu).getByText('student@example.edu')).toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/profile/view',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/reception/password-change',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/reception/login');
    });
    expect(fake.logoutCalls).toEqual(['reception/logout']);
    expect(fake.tokens.access).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

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

// @vitest-environment jsdom
// jsdom here, not the project's happy-dom: its header tests set the viewport width through a
// matchMedia stub, and under happy-dom the navigation was not found at those widths.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hrefsOf, renderApp, signInAs, startAsNewVisitor } from './layout-test-support';
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

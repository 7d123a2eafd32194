import { render, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { UserRole } from '@campus/contracts';
import { personOf } from '../test/people';
import type { FakeBackend } from './layout-fake-backend';

// The app shell's tests render the whole app through the real router, providers and layout;
// only the network edge is faked (layout-fake-backend.ts).

/** The verify-token answer for a person of a role; the account menu shows their name. */
function userWithRole(role: UserRole) {
  return {
    user_current: personOf(role, { user_first_name: 'Deniz', user_last_name: 'Kaya' }),
  };
}

let routeObjects: RouteObject[];
let AppProviders: ComponentType<{ children: ReactNode; mantineEnvironment?: 'default' | 'test' }>;

/**
 * A fresh module graph, as a page load makes it: a fresh auth store, and a fresh i18n instance
 * with the stored (or the browser's) language loaded, as `main.tsx` loads it before rendering.
 */
export async function loadTheApp(): Promise<void> {
  vi.resetModules();
  const { initialLocale, loadLocale } = await import('../lib/i18n');
  await loadLocale(initialLocale);
  ({ routeObjects } = await import('./router'));
  ({ AppProviders } = await import('./providers'));
}

let backend: FakeBackend;

/** Each test starts as a new visitor: no tokens, no session, no maintenance, a fresh page load. */
export async function startAsNewVisitor(fake: FakeBackend): Promise<void> {
  backend = fake;
  fake.tokens.access = null;
  fake.tokens.refresh = null;
  fake.user = undefined;
  fake.maintenance = false;
  fake.logoutCalls = [];
  await loadTheApp();
}

export function signInAs(role: UserRole): void {
  backend.tokens.access = 'access-token';
  backend.user = userWithRole(role);
}

export function renderApp(path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <AppProviders mantineEnvironment="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

export function hrefsOf(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage-keys';
import { resetSocialPrompts, SocialPrompts } from './index';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2025-05-01T12:00:00Z');

function renderPrompts() {
  const router = createMemoryRouter([{ path: '*', element: <SocialPrompts /> }], {
    initialEntries: ['/page-1'],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return {
    async visit(path: string) {
      await act(async () => {
        await router.navigate(path);
      });
    },
  };
}

const whatsapp = { name: 'Join our WhatsApp community' };
const instagram = { name: 'Follow us on Instagram' };

describe('SocialPrompts', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    await i18n.changeLanguage('en');
    localStorage.setItem(
      storageKeys.cookieConsent,
      JSON.stringify({
        essential: true,
        analytics: false,
        marketing: false,
        saved_at: start.toISOString(),
      }),
    );
    act(() => {
      resetSocialPrompts();
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts one visit per route change and invites to WhatsApp from the 3rd', async () => {
    const app = renderPrompts();
    await app.visit('/page-1?sort=name');
    expect(localStorage.getItem(storageKeys.pageVisits)).toBe('1');
    await app.visit('/page-2');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await app.visit('/page-3');
    expect(screen.getByRole('complementary', whatsapp)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Join the group' });
    expect(link).toHaveAttribute('href', 'https://chat.whatsapp.com/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(localStorage.getItem(storageKeys.whatsappLastShown)).toBe(String(start.getTime()));
  });

  it('after dismissing WhatsApp, Instagram follows from the 5th visit, and WhatsApp returns after 7 days', async () => {
    const app = renderPrompts();
    await app.visit('/2');
    await app.visit('/3');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the invitation' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    await app.visit('/4');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await app.visit('/5');
    expect(screen.getByRole('complementary', instagram)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the invitation' }));

    vi.setSystemTime(start.getTime() + 7 * day);
    await app.visit('/6');
    expect(screen.getByRole('complementary', whatsapp)).toBeInTheDocument();
  });

  it('waits while the cookie banner still asks for a choice', async () => {
    localStorage.removeItem(storageKeys.cookieConsent);
    const app = renderPrompts();
    await app.visit('/2');
    await app.visit('/3');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('a reset brings dismissed prompts back', async () => {
    const app = renderPrompts();
    await app.visit('/2');
    await app.visit('/3');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the invitation' }));
    act(() => {
      resetSocialPrompts();
    });
    expect(screen.getByRole('complementary', whatsapp)).toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.whatsappDismissed)).toBeNull();
  });
});

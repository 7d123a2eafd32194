import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { storageKeys } from '../../lib/storage-keys';
import { CookieBanner, openCookieSettings, readConsent } from './index';

function renderBanner(): void {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{children}</MantineProvider>
    </I18nextProvider>
  );
  render(<CookieBanner />, { wrapper });
}

describe('CookieBanner', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('is shown until a choice is saved; Allow all turns every category on', async () => {
    renderBanner();
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Allow all' }));

    expect(readConsent()).toMatchObject({ essential: true, analytics: true, marketing: true });
    expect(readConsent()?.saved_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });

  it('Reject optional keeps only the essential cookies', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Reject optional' }));
    expect(readConsent()).toMatchObject({ essential: true, analytics: false, marketing: false });
  });

  it('is not shown once a choice exists', () => {
    localStorage.setItem(
      storageKeys.cookieConsent,
      JSON.stringify({
        essential: true,
        analytics: false,
        marketing: true,
        saved_at: '2025-01-01T00:00:00.000Z',
      }),
    );
    renderBanner();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('Manage opens a dialog whose Save stores the switches and closes', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toBeInTheDocument();

    const essential = screen.getByRole('switch', { name: /Essential/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();

    await userEvent.click(screen.getByRole('switch', { name: /Analytics/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(readConsent()).toMatchObject({ analytics: true, marketing: false });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });

  it('Cancel closes the dialog without saving', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Manage' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('switch', { name: /Marketing/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(readConsent()).toBeNull();
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeInTheDocument();
  });

  it('can be reopened from elsewhere with the saved choice preset', async () => {
    localStorage.setItem(
      storageKeys.cookieConsent,
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: false,
        saved_at: '2025-01-01T00:00:00.000Z',
      }),
    );
    renderBanner();
    act(() => {
      openCookieSettings();
    });
    await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(screen.getByRole('switch', { name: /Analytics/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Marketing/ })).not.toBeChecked();
  });

  it('speaks Turkish', async () => {
    await i18n.changeLanguage('tr');
    renderBanner();
    expect(screen.getByRole('button', { name: 'Tümüne izin ver' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'İsteğe bağlı olanları reddet' }),
    ).toBeInTheDocument();
  });
});

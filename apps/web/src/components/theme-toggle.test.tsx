import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { storageKeys } from '../lib/storage-keys';
import { createColorSchemeManager } from '../lib/theme';
import { ThemeToggle } from './theme-toggle';

function renderToggle() {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        colorSchemeManager={createColorSchemeManager(() => undefined)}
        defaultColorScheme="auto"
      >
        <ThemeToggle />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('ThemeToggle', () => {
  it('switches light and dark and stores the choice', async () => {
    await i18n.changeLanguage('en');
    renderToggle();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(localStorage.getItem(storageKeys.themeSource)).toBeNull();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem(storageKeys.theme)).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('starts from a stored choice', async () => {
    await i18n.changeLanguage('tr');
    localStorage.setItem(storageKeys.theme, 'dark');
    renderToggle();
    expect(screen.getByRole('button', { name: 'Açık temaya geç' })).toBeInTheDocument();
  });
});

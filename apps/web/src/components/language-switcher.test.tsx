// @vitest-environment jsdom
// jsdom here, not the project's happy-dom: under happy-dom the opened menu's items were not found
// by role.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import type * as I18nModule from '../lib/i18n';
import { LanguageSwitcher } from './language-switcher';

const changeLocale = vi.hoisted(() => vi.fn());

vi.mock('../lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18nModule>()),
  changeLocale,
}));

function renderSwitcher() {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <LanguageSwitcher />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('LanguageSwitcher', () => {
  beforeEach(async () => {
    changeLocale.mockReset();
    await i18n.changeLanguage('en');
  });

  it('names the current language and switches to the other one', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: 'EN – Language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Türkçe' }));
    expect(changeLocale).toHaveBeenCalledWith('tr');
  });

  it('does nothing when the current language is picked', async () => {
    renderSwitcher();
    await userEvent.click(screen.getByRole('button', { name: 'EN – Language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(changeLocale).not.toHaveBeenCalled();
  });
});

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18nInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import enPages from '../../locales/en/pages.json';
import trPages from '../../locales/tr/pages.json';

/**
 * A fresh i18next instance with only the `pages` namespace, for tests that must not depend on the
 * app's setup. It reaches the page through its provider only: registered as react-i18next's
 * global instance, it would answer every later `useTranslation` without a provider in the worker.
 */
export function createPagesI18n(language: 'en' | 'tr'): I18nInstance {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['pages'],
    defaultNS: 'pages',
    resources: { en: { pages: enPages }, tr: { pages: trPages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders a page as the app would: Mantine, queries, a router at `route`, and the `pages` texts in `language`. */
export function renderStaticPage(
  page: ReactElement,
  { language = 'en', route = '/' }: { language?: 'en' | 'tr'; route?: string } = {},
): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createPagesI18n(language)}>
          <MemoryRouter initialEntries={[route]}>{page}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

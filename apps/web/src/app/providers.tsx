import { Drawer, MantineProvider, mergeThemeOverrides, Modal, Notification } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import {
  colorSchemeManager,
  cssVariablesResolver,
  defaultColorScheme,
  mantineTheme,
} from '../lib/theme';

/** One query client per app; failed reads retry once, and a refocused window does not refetch everything. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  /** `test` turns off Mantine's transitions, portals and detached-target hiding, as Mantine advises for jsdom. */
  mantineEnvironment?: 'default' | 'test';
}

/** Everything the app renders inside: translations, theme, notifications and server state. */
export function AppProviders({ children, mantineEnvironment = 'default' }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  // Close buttons of notifications, dialogs and drawers have only an icon; they need a name in
  // the interface language (a language switch reloads the page, so reading it once is enough).
  // A dialog or drawer that names its close button more precisely still does.
  const theme = useMemo(() => {
    const closeButtonProps = { 'aria-label': i18n.t('actions.close', { ns: 'common' }) };
    return mergeThemeOverrides(mantineTheme, {
      components: {
        // A toast's description under a title is faint by default (below AA in the light theme).
        Notification: Notification.extend({
          defaultProps: { closeButtonProps },
          styles: { description: { color: 'var(--mantine-color-text)' } },
        }),
        Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
        Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      },
    });
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme={defaultColorScheme}
        cssVariablesResolver={cssVariablesResolver}
        env={mantineEnvironment}
      >
        <Notifications position="top-right" />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

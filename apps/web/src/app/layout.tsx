import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AppEffects } from '../features/analytics';
import { startSessionTracking } from '../lib/auth-store';
import { CookieBanner } from '../features/consent';
import { useNotificationStream } from '../features/notifications';
import { SocialPrompts } from '../features/social-prompts';
import { useCurrentRoute } from './current-route';
import classes from './layout.module.css';
import { showsFooter, showsNavbar, showsSecondFooter } from './layout-rules';
import { CopyrightBar, SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The frame around every page: skip link, navigation bar, main content and
 * footers, each shown per the layout rules (read from the matched route's
 * handle), plus the app-wide banners and effects.
 */
export function RootLayout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { handle } = useCurrentRoute();

  useEffect(() => startSessionTracking(), []);
  // One live notifications stream per tab while someone is signed in.
  useNotificationStream();

  const hasFooter = showsFooter(handle);
  const hasSecondFooter = showsSecondFooter(pathname);

  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      {showsNavbar(handle) && <SiteHeader />}
      <Box component="main" id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      {/* After the page's content, in its flow: it covers nothing. */}
      <SocialPrompts />
      {(hasFooter || hasSecondFooter) && (
        <Box component="footer" className={classes.footer}>
          {hasFooter && <SiteFooter />}
          {hasSecondFooter && <CopyrightBar />}
        </Box>
      )}
      <CookieBanner />
      <AppEffects />
      <ScrollRestoration />
    </div>
  );
}

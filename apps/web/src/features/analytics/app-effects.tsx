import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { analyticsEndpoints, type PageView, type SystemStatus } from '@campus/contracts';
import { readConsent, useConsent } from '../../lib/cookie-consent';
import { callEndpoint } from '../../lib/endpoint-client';
import { useSystemStatus } from '../../lib/system-status';
import {
  isGoogleAnalyticsReady,
  loadGoogleAnalytics,
  revokeGoogleAnalytics,
  sendGooglePageView,
} from './google-analytics';
import { printRecruitingMessage } from './recruiting-message';

/** SPEC section 9: a page view is reported 100 ms after the route change, once the page set its title. */
export const pageViewDelayMs = 100;

function reportToProduct(view: PageView): void {
  // A lost page view must never disturb the visitor, so failures stay silent.
  callEndpoint(analyticsEndpoints.recordPageView, { body: view }).catch(() => undefined);
}

/** Sends to GA when it is configured; answers false when the status that says so has not arrived yet. */
function reportToGoogle(view: PageView, status: SystemStatus | undefined): boolean {
  if (status === undefined) return false;
  if (status.ga_measurement_id === null) return true;
  loadGoogleAnalytics(status.ga_measurement_id);
  sendGooglePageView(view);
  return true;
}

/**
 * App-wide side effects that render nothing, mounted once inside the router:
 * - the recruiting message in the console (SPEC section 1);
 * - page views after each route change, only with analytics consent, to the
 *   product's endpoint and to Google Analytics when configured (PRODUCT
 *   "Analytics and consent"). A page seen before the visitor allowed
 *   analytics is reported when they allow it, so that landing pages count.
 */
export function AppEffects(): null {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const consent = useConsent();
  const { data: status } = useSystemStatus();
  const analyticsAllowed = consent?.analytics === true;
  const path = `${pathname}${search}`;

  const statusRef = useRef(status);
  // A page view waiting for the system status to say whether GA is configured.
  const waitingForGoogle = useRef<PageView | null>(null);

  useEffect(() => {
    if (status !== undefined)
      printRecruitingMessage(t('console.recruiting', { email: status.contact_email }));
  }, [status, t]);

  useEffect(() => {
    statusRef.current = status;
    const waiting = waitingForGoogle.current;
    if (waiting === null || status === undefined) return;
    waitingForGoogle.current = null;
    // SPEC: "Analytics not yet initialised" warns in the console; only where GA is configured.
    if (status.ga_measurement_id !== null)
      console.warn(
        '[analytics] Google Analytics was not initialised yet; the page view is sent now.',
      );
    if (readConsent()?.analytics === true) reportToGoogle(waiting, status);
  }, [status]);

  useEffect(() => {
    if (!analyticsAllowed) {
      waitingForGoogle.current = null;
      if (isGoogleAnalyticsReady()) revokeGoogleAnalytics();
      return undefined;
    }
    const timer = window.setTimeout(() => {
      // Consent is read again: it may have been withdrawn during the delay.
      if (readConsent()?.analytics !== true) return;
      const view: PageView = { path, title: document.title };
      reportToProduct(view);
      // Before the status is known, whether GA is configured is not known either: the view waits.
      if (!reportToGoogle(view, statusRef.current)) waitingForGoogle.current = view;
    }, pageViewDelayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [path, analyticsAllowed]);

  return null;
}

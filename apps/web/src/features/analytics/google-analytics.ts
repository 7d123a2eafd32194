/**
 * Google Analytics (gtag.js), loaded only with analytics consent and a
 * configured measurement id (PRODUCT "Analytics and consent"). The tag is a
 * script element made at run time, never an inline script, which the CSP forbids.
 */

import { createGtagQueue } from './gtag-queue.js';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const gtagScriptOrigin = 'https://www.googletagmanager.com';

/** SPEC section 9: the GA cookies last two hours and are sent only over HTTPS. */
export const gaCookieFlags = 'max-age=7200;secure;samesite=none';

let loadedMeasurementId: string | null = null;

function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

/** Whether GA is set up and may receive events. */
export function isGoogleAnalyticsReady(): boolean {
  return loadedMeasurementId !== null && typeof window.gtag === 'function';
}

function setDisabled(measurementId: string, disabled: boolean): void {
  // GA's documented opt-out switch, read by gtag.js before it sends anything.
  Reflect.set(window, `ga-disable-${measurementId}`, disabled);
}

/** Sets up gtag for one measurement id; calling it again for the same id only re-grants consent. */
export function loadGoogleAnalytics(measurementId: string): void {
  if (loadedMeasurementId === measurementId) {
    setDisabled(measurementId, false);
    gtag('consent', 'update', { analytics_storage: 'granted' });
    return;
  }
  const dataLayer = (window.dataLayer ??= []);
  window.gtag = createGtagQueue(dataLayer);
  loadedMeasurementId = measurementId;
  setDisabled(measurementId, false);
  gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  gtag('js', new Date());
  // Page views are sent by hand after each route change, so the automatic one is off.
  gtag('config', measurementId, { send_page_view: false, cookie_flags: gaCookieFlags });

  const script = document.createElement('script');
  script.async = true;
  script.src = `${gtagScriptOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Sends one page view to GA. */
export function sendGooglePageView(view: { path: string; title: string }): void {
  gtag('event', 'page_view', {
    page_location: new URL(view.path, window.location.origin).href,
    page_path: view.path,
    page_title: view.title,
  });
}

function expireGoogleCookies(): void {
  const names = document.cookie
    .split(';')
    .map((cookie) => cookie.split('=', 1)[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const hostParts = window.location.hostname.split('.');
  // GA sets its cookies on the widest domain it can; try each level of the host.
  const domains = hostParts
    .map((_, index) => hostParts.slice(index).join('.'))
    .filter((domain) => domain.includes('.'));
  for (const name of names) {
    document.cookie = `${name}=; max-age=0; path=/`;
    for (const domain of domains)
      document.cookie = `${name}=; max-age=0; path=/; domain=.${domain}`;
  }
}

/** Consent withdrawn: GA stops sending and its cookies are removed. */
export function revokeGoogleAnalytics(): void {
  if (loadedMeasurementId !== null) {
    setDisabled(loadedMeasurementId, true);
    gtag('consent', 'update', { analytics_storage: 'denied' });
  }
  expireGoogleCookies();
}

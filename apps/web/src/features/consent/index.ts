export { CookieBanner } from './cookie-banner';
// The consent store lives in lib/ so that analytics can read it without
// reaching into this feature; it is re-exported here as the feature's API.
export { openCookieSettings, readConsent, useConsent } from '../../lib/cookie-consent';
export type { CookieConsent } from '../../lib/cookie-consent';

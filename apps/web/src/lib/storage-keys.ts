/**
 * Every key this app keeps in the browser's storage (SPEC section 9), in one
 * place so that no two features pick the same name and so that a reset or a
 * privacy review can find them all.
 */
export const storageKeys = {
  /** The short-lived bearer token: localStorage with remember_me, else sessionStorage. */
  accessToken: 'access_token',
  /** The refresh token: localStorage only with remember_me, else kept in memory. */
  refreshToken: 'refresh_token',
  /** The colour scheme, 'dark' or 'light'. */
  theme: 'theme',
  /**
   * Present ('system') while the stored theme is only the system preference
   * written on the visitor's behalf, not a choice they made (see lib/theme.ts).
   */
  themeSource: 'theme_source',
  /** The interface language chosen by the visitor, 'en' or 'tr'. */
  userLocale: 'userLocale',
  /** The cookie consent choice with the date it was saved. */
  cookieConsent: 'cookie_consent',
  /** Social prompt state: page visits and when each prompt was shown or dismissed. */
  whatsappLastShown: 'whatsappLastShown',
  instagramLastShown: 'instagramLastShown',
  whatsappDismissed: 'whatsappDismissed',
  instagramDismissed: 'instagramDismissed',
  pageVisits: 'pageVisits',
  /** The GPA calculator's semesters, courses and target, as versioned JSON. */
  gpaCalculator: 'gpa_calculator',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/**
 * Reads a key, answering null when storage is unavailable (private modes and
 * locked-down browsers throw on access), so that a blocked storage degrades to
 * "nothing stored" instead of a blank page.
 */
export function readStorage(storage: 'local' | 'session', key: StorageKey): string | null {
  try {
    return (storage === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key, or removes it for null; a storage that refuses is ignored (see readStorage). */
export function writeStorage(
  storage: 'local' | 'session',
  key: StorageKey,
  value: string | null,
): void {
  try {
    const area = storage === 'local' ? window.localStorage : window.sessionStorage;
    if (value === null) area.removeItem(key);
    else area.setItem(key, value);
  } catch {
    // A full or blocked storage only costs persistence; the app keeps working.
    return;
  }
}

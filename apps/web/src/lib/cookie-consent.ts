/**
 * The visitor's cookie choice (SPEC section 4 "Cookie banner"), shared by the
 * consent banner that asks for it and the analytics that obey it.
 */
import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from './storage-keys';

/** SPEC section 3 "Cookie consent": essential is always on; the others need a yes. */
export interface CookieConsent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  /** When the choice was saved (ISO 8601), kept as the record of consent KVKK asks for. */
  saved_at: string;
}

export type ConsentChoice = Pick<CookieConsent, 'analytics' | 'marketing'>;

const consentChangedEvent = 'campus:consent-changed';
const openSettingsEvent = 'campus:open-cookie-settings';

/** Parses a stored value; anything unreadable counts as "no choice yet", so the banner asks again. */
export function parseConsent(raw: string | null): CookieConsent | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const analytics: unknown = Reflect.get(value, 'analytics');
  const marketing: unknown = Reflect.get(value, 'marketing');
  const savedAt: unknown = Reflect.get(value, 'saved_at');
  if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null;
  return {
    essential: true,
    analytics,
    marketing,
    saved_at: typeof savedAt === 'string' ? savedAt : '',
  };
}

/** The saved cookie choice, or null while the visitor has not chosen. */
export function readConsent(): CookieConsent | null {
  return parseConsent(readStorage('local', storageKeys.cookieConsent));
}

/** Saves a choice and tells every reader in this tab (other tabs hear the storage event). */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
  const consent: CookieConsent = {
    essential: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    saved_at: now.toISOString(),
  };
  writeStorage('local', storageKeys.cookieConsent, JSON.stringify(consent));
  window.dispatchEvent(new Event(consentChangedEvent));
  return consent;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.cookieConsent || event.key === null) onChange();
  };
  window.addEventListener(consentChangedEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(consentChangedEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

// React needs an unchanged snapshot between changes: keep the last parse per raw string.
let lastRaw: string | null = null;
let lastConsent: CookieConsent | null = null;

function snapshot(): CookieConsent | null {
  const raw = readStorage('local', storageKeys.cookieConsent);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastConsent = parseConsent(raw);
  }
  return lastConsent;
}

/** The saved cookie choice, live: re-renders when it changes here or in another tab. */
export function useConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

/** Reopens the cookie settings, for the footer's "Cookie settings" link. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(openSettingsEvent));
}

/** Lets the banner hear openCookieSettings; answers the unsubscribe function. */
export function onOpenCookieSettings(listener: () => void): () => void {
  window.addEventListener(openSettingsEvent, listener);
  return () => {
    window.removeEventListener(openSettingsEvent, listener);
  };
}

import { describe, expect, it, vi } from 'vitest';
import {
  openCookieSettings,
  onOpenCookieSettings,
  parseConsent,
  readConsent,
  saveConsent,
} from './cookie-consent';
import { storageKeys } from './storage-keys';

describe('cookie consent store', () => {
  it('has no choice until one is saved', () => {
    expect(readConsent()).toBeNull();
  });

  it('saves the choice with essential always on and the date', () => {
    const saved = saveConsent(
      { analytics: true, marketing: false },
      new Date('2025-03-01T10:00:00Z'),
    );
    expect(saved).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      saved_at: '2025-03-01T10:00:00.000Z',
    });
    expect(JSON.parse(localStorage.getItem(storageKeys.cookieConsent) ?? 'null')).toEqual(saved);
    expect(readConsent()).toEqual(saved);
  });

  it('reads a damaged value as no choice, so the banner asks again', () => {
    expect(parseConsent('{')).toBeNull();
    expect(parseConsent('"yes"')).toBeNull();
    expect(parseConsent('{"analytics":"yes","marketing":false}')).toBeNull();
    expect(parseConsent('{"essential":false,"analytics":false,"marketing":true}')).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      saved_at: '',
    });
  });

  it('tells listeners when the settings are to be reopened', () => {
    const listener = vi.fn();
    const stop = onOpenCookieSettings(listener);
    openCookieSettings();
    stop();
    openCookieSettings();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

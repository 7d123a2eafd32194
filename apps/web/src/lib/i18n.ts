import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, storageKeys, writeStorage } from './storage-keys';

/** The interface languages (SPEC section 9). */
export const locales = ['en', 'tr'] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'tr';
}

/** Maps a BCP 47 tag such as `tr-TR` or `EN_us` to one of our locales. */
export function toLocale(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isLocale(language) ? language : undefined;
}

/**
 * SPEC section 9: the stored userLocale, else the first browser language we
 * support (in the visitor's order of preference), else English.
 */
export function chooseLocale(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const locale = toLocale(tag);
    if (locale !== undefined) return locale;
  }
  return fallbackLocale;
}

function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages.length > 0) return [...navigator.languages];
  return navigator.language === '' ? [] : [navigator.language];
}

/**
 * Builds i18next resources from `locales/<language>/<namespace>.json` modules,
 * each file one namespace, so features add texts without touching this file.
 */
export function buildResources(modules: Record<string, unknown>): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(modules)) {
    const match = /\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    const language = match?.[1];
    const namespace = match?.[2];
    if (language === undefined || namespace === undefined || !isLocale(language)) continue;
    const content: unknown =
      typeof module === 'object' && module !== null && 'default' in module
        ? module.default
        : module;
    if (typeof content !== 'object' || content === null) continue;
    const languageResources: ResourceLanguage = resources[language] ?? {};
    languageResources[namespace] = content;
    resources[language] = languageResources;
  }
  return resources;
}

/** SPEC section 8: a missing key is logged, and the key itself is what the reader sees. */
export function reportMissingKey(
  languages: readonly string[],
  namespace: string,
  key: string,
): void {
  console.warn(`[i18n] Missing translation key "${namespace}:${key}" (${languages.join(', ')})`);
}

const resources = buildResources(import.meta.glob('../locales/*/*.json', { eager: true }));
const namespaces = [
  ...new Set(Object.values(resources).flatMap((language) => Object.keys(language))),
];

export const initialLocale: Locale = chooseLocale(
  readStorage('local', storageKeys.userLocale),
  browserLanguages(),
);

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale,
  fallbackLng: fallbackLocale,
  supportedLngs: [...locales],
  ns: namespaces.length > 0 ? namespaces : ['common'],
  defaultNS: 'common',
  // Resources are bundled, so the first render already has every text.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: reportMissingKey,
  react: { useSuspense: false },
});

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** SPEC "Language switch": saves the choice and reloads, so every text and cached answer follows. */
export function changeLocale(locale: Locale): void {
  writeStorage('local', storageKeys.userLocale, locale);
  window.location.reload();
}

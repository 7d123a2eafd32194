import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { featureTexts } from '../locales/feature-texts';
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

/**
 * The namespaces the shell needs on every page (header, footer, cookie banner, live
 * notifications, the header's events drawer, conflict messages, the landing and policy
 * pages): each language's `locales/<language>.ts` chunk, loaded before the first render. Every
 * other namespace is a feature's, one chunk per language and namespace
 * (`locales/feature-texts.ts`), loaded with the pages that read it (`loadTexts`, which
 * `withTexts` of lib/routing.ts runs beside a feature's page chunk).
 */
export const shellNamespaces = [
  'common',
  'shell',
  'pages',
  'notifications',
  'events',
  'conflicts',
] as const;

/**
 * A page needs only its reader's language: the choice is made before the first render and
 * changing it reloads the page (`changeLocale`), so the other language never travels.
 */
const shellTexts: Record<Locale, () => Promise<{ default: Resource }>> = {
  en: () => import('../locales/en'),
  tr: () => import('../locales/tr'),
};

function addTexts(locale: Locale, bundle: Resource): void {
  for (const [namespace, texts] of Object.entries(bundle[locale] ?? {}))
    i18n.addResourceBundle(locale, namespace, texts, true, true);
}

/** Adds a language's shell texts to the app's instance; the app renders once they are in. */
export async function loadLocale(locale: Locale): Promise<void> {
  addTexts(locale, (await shellTexts[locale]()).default);
}

const textLoads = new Map<string, Promise<void>>();

function readerLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : fallbackLocale;
}

/**
 * Adds the reader's texts of these feature namespaces, each once: later calls share the first
 * load, a namespace already in is not fetched, and a failed load is tried again by the next call.
 */
export function loadTexts(namespaces: readonly string[]): Promise<void> {
  const locale = readerLocale();
  const loads = namespaces.map((namespace) => {
    const key = `${locale}:${namespace}`;
    const started = textLoads.get(key);
    if (started !== undefined) return started;
    const load = featureTexts[locale][namespace];
    if (load === undefined || i18n.hasResourceBundle(locale, namespace)) return Promise.resolve();
    const loading = load().then(
      ({ default: texts }) => {
        i18n.addResourceBundle(locale, namespace, texts, true, true);
      },
      (error: unknown) => {
        textLoads.delete(key);
        throw error;
      },
    );
    textLoads.set(key, loading);
    return loading;
  });
  return Promise.all(loads).then(() => undefined);
}

/**
 * A text of a feature namespace that no page asked for yet (a route that left it out of
 * `withTexts`): its namespace is fetched now, and the components that read it show it as it
 * arrives (`bindI18nStore: 'added'`). True when that is so, rather than a text that is missing.
 */
function fetchesUnloadedNamespace(namespace: string): boolean {
  const locale = readerLocale();
  if (featureTexts[locale][namespace] === undefined || i18n.hasResourceBundle(locale, namespace))
    return false;
  loadTexts([namespace]).catch((error: unknown) => {
    console.error(`[i18n] The texts of "${namespace}" could not be loaded`, error);
  });
  return true;
}

export const initialLocale: Locale = chooseLocale(
  readStorage('local', storageKeys.userLocale),
  browserLanguages(),
);

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // The texts arrive by `loadLocale`, before the app's first render, and `loadTexts`.
  resources: {},
  lng: initialLocale,
  fallbackLng: fallbackLocale,
  supportedLngs: [...locales],
  ns: ['common'],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  saveMissing: true,
  missingKeyHandler: (languages, namespace, key) => {
    if (!fetchesUnloadedNamespace(namespace)) reportMissingKey(languages, namespace, key);
  },
  // A text added after a component rendered (a feature's, should a shell part use one) shows
  // as soon as it arrives.
  react: { useSuspense: false, bindI18nStore: 'added' },
});

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** SPEC "Language switch": saves the choice and reloads, so every text and cached answer follows. */
export function changeLocale(locale: Locale): void {
  writeStorage('local', storageKeys.userLocale, locale);
  window.location.reload();
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import englishShell from '../locales/en';
import { featureTexts } from '../locales/feature-texts';
import turkishShell from '../locales/tr';
import { buildResources, chooseLocale, i18n, loadTexts, shellNamespaces, toLocale } from './i18n';

describe('chooseLocale', () => {
  it('prefers the stored userLocale', () => {
    expect(chooseLocale('tr', ['en-US'])).toBe('tr');
    expect(chooseLocale('en', ['tr-TR'])).toBe('en');
  });

  it('ignores a stored value that is not a locale of ours', () => {
    expect(chooseLocale('de', ['tr-TR'])).toBe('tr');
    expect(chooseLocale('', [])).toBe('en');
  });

  it('takes the first supported browser language, in the visitor order', () => {
    expect(chooseLocale(null, ['tr-TR', 'en-US'])).toBe('tr');
    expect(chooseLocale(null, ['de-DE', 'tr', 'en'])).toBe('tr');
    expect(chooseLocale(undefined, ['en-GB', 'tr-TR'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(chooseLocale(null, [])).toBe('en');
    expect(chooseLocale(null, ['de-DE', 'fr'])).toBe('en');
  });

  it('reads region and case variants of a language tag', () => {
    expect(toLocale('TR_tr')).toBe('tr');
    expect(toLocale(' en ')).toBe('en');
    expect(toLocale('tk')).toBeUndefined();
  });
});

describe('buildResources', () => {
  it('makes each file a namespace of its language', () => {
    const resources = buildResources({
      '../locales/en/common.json': { default: { hello: 'Hello' } },
      '../locales/tr/common.json': { default: { hello: 'Merhaba' } },
      '../locales/tr/pages.json': { default: { home: 'Ana sayfa' } },
      '../locales/de/common.json': { default: { hello: 'Hallo' } },
    });
    expect(resources).toEqual({
      en: { common: { hello: 'Hello' } },
      tr: { common: { hello: 'Merhaba' }, pages: { home: 'Ana sayfa' } },
    });
  });
});

describe('i18n instance', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('translates with interpolation in both languages', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('validation.required', { field: 'E-mail' })).toBe('E-mail is required');
    await i18n.changeLanguage('tr');
    expect(i18n.t('validation.minLength', { field: 'Şifre', min: 12 })).toBe(
      'Şifre en az 12 karakter olmalıdır',
    );
  });

  it('logs a missing key and shows the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(i18n.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nowhere.to.be.found'));
  });

  it('keeps <html lang> in step with the language', async () => {
    await i18n.changeLanguage('tr');
    expect(document.documentElement.lang).toBe('tr');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('locale files', () => {
  const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });

  it('gives every English key a Turkish text and the other way round', () => {
    const namespaces = new Set(Object.keys(files).map((path) => path.replace(/^.*\//, '')));
    for (const namespace of namespaces) {
      const english = files[`../locales/en/${namespace}`] ?? {};
      const turkish = files[`../locales/tr/${namespace}`] ?? {};
      expect(keysOf(turkish).sort(), namespace).toEqual(keysOf(english).sort());
    }
  });

  it("splits each language's namespaces into the shell's chunk and one chunk per feature namespace", () => {
    const namespaces = [
      ...new Set(Object.keys(files).map((path) => /([\w-]+)\.json$/.exec(path)?.[1])),
    ]
      .filter((namespace) => namespace !== undefined)
      .sort();
    expect(namespaces).toEqual(expect.arrayContaining([...shellNamespaces, 'courses', 'matching']));
    for (const [language, shell] of [
      ['en', englishShell],
      ['tr', turkishShell],
    ] as const) {
      const inShell = Object.keys(shell[language] ?? {}).sort();
      const inFeatures = Object.keys(featureTexts[language]).sort();
      expect(inShell, language).toEqual([...shellNamespaces].sort());
      expect(
        inFeatures.filter((namespace) => inShell.includes(namespace)),
        language,
      ).toEqual([]);
      expect([...inShell, ...inFeatures].sort(), language).toEqual(namespaces);
    }
  });

  it("loads a feature namespace's texts of the reader's language once, and each call waits for them", async () => {
    const namespace = 'dev-log';
    const texts = i18n.getResourceBundle('en', namespace) as Record<string, unknown>;
    i18n.removeResourceBundle('en', namespace);
    try {
      expect(i18n.hasResourceBundle('en', namespace)).toBe(false);
      await Promise.all([loadTexts([namespace]), loadTexts([namespace, 'common'])]);
      expect(i18n.getResourceBundle('en', namespace)).toEqual(texts);
    } finally {
      i18n.addResourceBundle('en', namespace, texts, true, true);
    }
  });

  it('fetches a namespace that no page asked for when one of its texts is read', async () => {
    const namespace = 'waitlist';
    const texts = i18n.getResourceBundle('en', namespace) as Record<string, unknown>;
    const [key] = Object.keys(texts).filter((name) => typeof texts[name] === 'string');
    expect(key).toBeDefined();
    i18n.removeResourceBundle('en', namespace);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Read before it arrives: the key for now, and no missing-text warning.
      expect(i18n.t(`${namespace}:${key ?? ''}`)).toBe(key);
      await vi.waitFor(() => {
        expect(i18n.hasResourceBundle('en', namespace)).toBe(true);
      });
      expect(i18n.t(`${namespace}:${key ?? ''}`)).toBe(texts[key ?? '']);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      i18n.addResourceBundle('en', namespace, texts, true, true);
    }
  });

  it('keeps the interpolation variables of each text in both languages', () => {
    const variables = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const english = files['../locales/en/common.json'] ?? {};
    const turkish = files['../locales/tr/common.json'] ?? {};
    const lookup = (tree: Tree, key: string): string => {
      const value = key
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          tree,
        );
      return typeof value === 'string' ? value : '';
    };
    for (const key of keysOf(english)) {
      expect(variables(lookup(turkish, key)), key).toEqual(variables(lookup(english, key)));
    }
  });
});

import type { Locale } from '../lib/i18n';

type TextsModule = { default: Record<string, unknown> };
type TextsLoaders = Record<string, () => Promise<TextsModule>>;

/** The loaders keyed by namespace (`./en/courses.json` → `courses`). */
function byNamespace(loaders: Record<string, () => Promise<TextsModule>>): TextsLoaders {
  return Object.fromEntries(
    Object.entries(loaders).map(([file, load]) => [
      /([\w-]+)\.json$/.exec(file)?.[1] ?? file,
      load,
    ]),
  );
}

/**
 * The features' texts: every namespace but the shell's (`locales/<language>.ts`), one chunk per
 * language and namespace, loaded when a page needs them (`loadTexts` of lib/i18n.ts).
 */
export const featureTexts: Record<Locale, TextsLoaders> = {
  en: byNamespace(
    import.meta.glob<TextsModule>([
      './en/*.json',
      '!./en/common.json',
      '!./en/shell.json',
      '!./en/pages.json',
      '!./en/notifications.json',
      '!./en/events.json',
      '!./en/conflicts.json',
    ]),
  ),
  tr: byNamespace(
    import.meta.glob<TextsModule>([
      './tr/*.json',
      '!./tr/common.json',
      '!./tr/shell.json',
      '!./tr/pages.json',
      '!./tr/notifications.json',
      '!./tr/events.json',
      '!./tr/conflicts.json',
    ]),
  ),
};

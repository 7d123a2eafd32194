import {
  createTheme,
  Table,
  type CSSVariablesResolver,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { readStorage, storageKeys, writeStorage } from './storage-keys';

/*
 * Theme rules (SPEC section 4): "the stored choice wins. Otherwise the system
 * colour preference is used and stored. While no choice is stored, the theme
 * follows later system changes. The toggle switches light and dark."
 *
 * Reading: a "choice" is what the visitor picked with the toggle. Storing the
 * system preference must not turn it into a choice, or the theme would stop
 * following the system after the first visit, against the third sentence. So:
 * - `theme` holds 'light' or 'dark' (SPEC section 9), whoever decided it;
 * - `theme_source` is 'system' while that value was only copied from the
 *   system preference, and absent once the visitor chose with the toggle;
 * - with no choice, the system preference is written (marked 'system') on
 *   every start and every later system change, and Mantine runs in 'auto' so
 *   that the page itself follows the system live;
 * - the toggle stores an explicit 'light' or 'dark' and clears the marker,
 *   after which system changes no longer matter.
 * public/theme-init.js applies the same rules before the first paint.
 */

export type ColorScheme = 'light' | 'dark';

export const systemDarkQuery = '(prefers-color-scheme: dark)';

/** What the browser's storage says about the theme. */
export interface StoredTheme {
  theme: string | null;
  source: string | null;
}

export interface ResolvedTheme {
  scheme: ColorScheme;
  /** True when the visitor chose the scheme; false while it follows the system. */
  isChoice: boolean;
}

function isColorScheme(value: unknown): value is ColorScheme {
  return value === 'light' || value === 'dark';
}

/** Applies the rules above to what is stored and what the system prefers. */
export function resolveTheme(stored: StoredTheme, systemPrefersDark: boolean): ResolvedTheme {
  if (isColorScheme(stored.theme) && stored.source !== 'system') {
    return { scheme: stored.theme, isChoice: true };
  }
  return { scheme: systemPrefersDark ? 'dark' : 'light', isChoice: false };
}

type MatchMedia = (query: string) => MediaQueryList;

/** The system preference; light where the browser cannot tell (SPEC section 9: light is the default). */
export function systemPrefersDark(matchMedia: MatchMedia | undefined): boolean {
  if (matchMedia === undefined) return false;
  try {
    return matchMedia(systemDarkQuery).matches;
  } catch {
    return false;
  }
}

function readStoredTheme(): StoredTheme {
  return {
    theme: readStorage('local', storageKeys.theme),
    source: readStorage('local', storageKeys.themeSource),
  };
}

function storeChoice(scheme: ColorScheme): void {
  writeStorage('local', storageKeys.theme, scheme);
  writeStorage('local', storageKeys.themeSource, null);
}

function storeSystemPreference(scheme: ColorScheme): void {
  writeStorage('local', storageKeys.theme, scheme);
  writeStorage('local', storageKeys.themeSource, 'system');
}

function browserMatchMedia(): MatchMedia | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? (query) => window.matchMedia(query)
    : undefined;
}

/**
 * A Mantine colour scheme manager over the rules above. Mantine sees the
 * visitor's choice as 'light' or 'dark', and 'auto' while there is none.
 * `matchMedia` is injectable so that tests can play the system preference.
 */
export function createColorSchemeManager(
  matchMedia: () => MatchMedia | undefined = browserMatchMedia,
): MantineColorSchemeManager {
  let stopListening: (() => void) | undefined;

  function current(): MantineColorScheme {
    const resolved = resolveTheme(readStoredTheme(), systemPrefersDark(matchMedia()));
    if (resolved.isChoice) return resolved.scheme;
    storeSystemPreference(resolved.scheme);
    return 'auto';
  }

  return {
    get: () => current(),
    set(value) {
      if (value === 'auto')
        storeSystemPreference(systemPrefersDark(matchMedia()) ? 'dark' : 'light');
      else storeChoice(value);
    },
    subscribe(onUpdate) {
      stopListening?.();
      // Another tab toggled: follow it, so all tabs show one theme.
      const onStorage = (event: StorageEvent) => {
        if (
          event.key === storageKeys.theme ||
          event.key === storageKeys.themeSource ||
          event.key === null
        ) {
          onUpdate(current());
        }
      };
      // Mantine repaints 'auto' by itself; this keeps the stored copy of the
      // system preference true while no choice is stored.
      const media = matchMedia()?.(systemDarkQuery);
      const onSystemChange = (event: MediaQueryListEvent) => {
        if (!resolveTheme(readStoredTheme(), event.matches).isChoice) {
          storeSystemPreference(event.matches ? 'dark' : 'light');
        }
      };
      window.addEventListener('storage', onStorage);
      media?.addEventListener('change', onSystemChange);
      stopListening = () => {
        window.removeEventListener('storage', onStorage);
        media?.removeEventListener('change', onSystemChange);
      };
    },
    unsubscribe() {
      stopListening?.();
      stopListening = undefined;
    },
    clear() {
      writeStorage('local', storageKeys.theme, null);
      writeStorage('local', storageKeys.themeSource, null);
    },
  };
}

export const colorSchemeManager: MantineColorSchemeManager = createColorSchemeManager();

/** With no choice stored the app follows the system ('auto'), as the rules say. */
export const defaultColorScheme: MantineColorScheme = 'auto';

const fontStack =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/**
 * Indigo at shade 7 (light) and 8 (dark) keeps white button text and links
 * above the WCAG AA ratio of 4.5:1 on both backgrounds.
 */
export const mantineTheme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  autoContrast: true,
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  // Menus, dialogs and collapsing sections appear without their fade or slide for a person whose
  // system asks for reduced motion (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // A hovered row: Mantine's gray 1 leaves the primary links in it at 4.47:1 (see below).
    Table: Table.extend({ defaultProps: { highlightOnHoverColor: 'var(--campus-table-hover)' } }),
  },
});

/**
 * Text colour of the "light" and "outline" variants (badges, avatars, alerts)
 * in the light theme: Mantine's defaults (shade 6 or 7) fall below 4.5:1 for
 * small text in yellow, orange, green, blue and others; these darker shades
 * pass for every colour.
 */
const lightVariantText: Record<string, string> = {
  red: '#a51d1d',
  pink: '#9c1d55',
  grape: '#7a2a86',
  violet: '#5a32a3',
  indigo: '#3645a6',
  blue: '#1a55a8',
  cyan: '#0b6275',
  teal: '#0b6b5e',
  green: '#1f6f33',
  lime: '#4a6b0c',
  yellow: '#7a5300',
  orange: '#9a3d0a',
  gray: '#495057',
  dark: '#343a40',
};

/** Filled red (delete, discard): white text on Mantine's red 6 or 8 falls below 4.5:1. */
const filledRed = {
  '--mantine-color-red-filled': '#c92a2a',
  '--mantine-color-red-filled-hover': '#a51d1d',
};

/**
 * Mantine's default dimmed and placeholder text fall below 4.5:1; these
 * shades keep secondary text readable and axe-clean in both themes.
 * Pass to MantineProvider as `cssVariablesResolver`.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(lightVariantText).flatMap(([color, text]) => [
        [`--mantine-color-${color}-light-color`, text],
        [`--mantine-color-${color}-outline`, text],
      ]),
    ),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // A hovered table row between gray 0 (the striped rows) and gray 1: links in it at 4.6:1.
    '--campus-table-hover': '#f3f5f7',
    // Placeholder text (e.g. "Choose a file" in a file input) at 4.7:1 on white.
    '--mantine-color-placeholder': '#6c757d',
    // Field messages and filled red buttons (delete, discard) at 5.4:1 rather than 3.6:1.
    '--mantine-color-error': '#c92a2a',
    ...filledRed,
  },
  dark: {
    '--mantine-color-dimmed': '#a3a3a3',
    '--campus-table-hover': 'var(--mantine-color-dark-5)',
    '--mantine-color-placeholder': '#a3a3a3',
    // Field messages at 7:1 on the dark body; Mantine's red 8 gives 3.7:1.
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    ...filledRed,
  },
});

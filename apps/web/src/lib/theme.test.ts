// @vitest-environment jsdom
// jsdom here, not the project's happy-dom: the theme script runs as a script element in the
// document, which happy-dom did not run.
import { afterEach, describe, expect, it, vi } from 'vitest';
import themeInitSource from '../../public/theme-init.js?raw';
import { createColorSchemeManager, resolveTheme, systemDarkQuery } from './theme';
import { storageKeys } from './storage-keys';

/** A system colour preference the test can flip, with the listeners matchMedia would call. */
function fakeSystem(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const matchMedia = (query: string): MediaQueryList => {
    const list = {
      media: query,
      get matches() {
        return query === systemDarkQuery && dark;
      },
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        listeners.add(listener);
      },
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
        listeners.delete(listener);
      },
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };
  return {
    matchMedia,
    listenerCount: () => listeners.size,
    setDark(value: boolean) {
      dark = value;
      for (const listener of listeners) listener({ matches: value } as MediaQueryListEvent);
    },
  };
}

describe('resolveTheme', () => {
  it('lets a stored choice win over the system', () => {
    expect(resolveTheme({ theme: 'light', source: null }, true)).toEqual({
      scheme: 'light',
      isChoice: true,
    });
    expect(resolveTheme({ theme: 'dark', source: null }, false)).toEqual({
      scheme: 'dark',
      isChoice: true,
    });
  });

  it('uses the system preference when nothing is chosen', () => {
    expect(resolveTheme({ theme: null, source: null }, true)).toEqual({
      scheme: 'dark',
      isChoice: false,
    });
    expect(resolveTheme({ theme: 'purple', source: null }, false)).toEqual({
      scheme: 'light',
      isChoice: false,
    });
  });

  it('treats a stored copy of the system preference as no choice', () => {
    expect(resolveTheme({ theme: 'light', source: 'system' }, true)).toEqual({
      scheme: 'dark',
      isChoice: false,
    });
  });
});

describe('colorSchemeManager', () => {
  it('with no choice stores the system preference, marked as such, and answers auto', () => {
    const system = fakeSystem(true);
    const manager = createColorSchemeManager(() => system.matchMedia);
    expect(manager.get('light')).toBe('auto');
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(localStorage.getItem(storageKeys.themeSource)).toBe('system');
  });

  it('follows later system changes while no choice is stored', () => {
    const system = fakeSystem(false);
    const manager = createColorSchemeManager(() => system.matchMedia);
    const onUpdate = vi.fn();
    expect(manager.get('light')).toBe('auto');
    manager.subscribe(onUpdate);
    system.setDark(true);
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(manager.get('light')).toBe('auto');
    manager.unsubscribe();
    expect(system.listenerCount()).toBe(0);
  });

  it('keeps a choice made with the toggle, whatever the system does', () => {
    const system = fakeSystem(false);
    const manager = createColorSchemeManager(() => system.matchMedia);
    manager.subscribe(vi.fn());
    manager.set('dark');
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(localStorage.getItem(storageKeys.themeSource)).toBeNull();
    system.setDark(false);
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(manager.get('light')).toBe('dark');
    manager.unsubscribe();
  });

  it('going back to auto stores the system preference again', () => {
    const system = fakeSystem(true);
    const manager = createColorSchemeManager(() => system.matchMedia);
    manager.set('light');
    manager.set('auto');
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(manager.get('light')).toBe('auto');
  });

  it('follows a choice made in another tab', () => {
    const system = fakeSystem(false);
    const manager = createColorSchemeManager(() => system.matchMedia);
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    localStorage.setItem(storageKeys.theme, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.theme, newValue: 'dark' }));
    expect(onUpdate).toHaveBeenCalledWith('dark');
    manager.unsubscribe();
  });

  it('clear forgets the choice', () => {
    const system = fakeSystem(true);
    const manager = createColorSchemeManager(() => system.matchMedia);
    manager.set('light');
    manager.clear();
    expect(manager.get('light')).toBe('auto');
  });

  it('without matchMedia the default is light', () => {
    const manager = createColorSchemeManager(() => undefined);
    expect(manager.get('dark')).toBe('auto');
    expect(localStorage.getItem(storageKeys.theme)).toBe('light');
  });
});

describe('public/theme-init.js', () => {
  /**
   * jsdom runs a script element in the document's own realm, whose `window`
   * is not the test's global; so the fake system preference is installed by
   * a script in that realm too.
   */
  function runInDocument(source: string): void {
    const script = document.createElement('script');
    script.textContent = source;
    document.head.append(script);
    script.remove();
  }

  afterEach(() => {
    runInDocument('delete window.matchMedia;');
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  function runThemeInit(systemDark: boolean) {
    runInDocument(
      `window.matchMedia = function (query) { return { media: query, matches: query === '${systemDarkQuery}' && ${String(systemDark)} }; };`,
    );
    runInDocument(themeInitSource);
    return document.documentElement.getAttribute('data-mantine-color-scheme');
  }

  it('applies the stored choice before the first paint', () => {
    localStorage.setItem(storageKeys.theme, 'dark');
    expect(runThemeInit(false)).toBe('dark');
  });

  it('applies and stores the system preference when nothing is chosen', () => {
    expect(runThemeInit(true)).toBe('dark');
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(localStorage.getItem(storageKeys.themeSource)).toBe('system');
  });

  it('lets a changed system preference replace a stored copy of the old one', () => {
    localStorage.setItem(storageKeys.theme, 'dark');
    localStorage.setItem(storageKeys.themeSource, 'system');
    expect(runThemeInit(false)).toBe('light');
    expect(localStorage.getItem(storageKeys.theme)).toBe('light');
  });
});

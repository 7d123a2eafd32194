import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { buildResources, i18n } from '../lib/i18n';

// The one fake of the API client: the real client over the test's `fakeServer` (render-feature).
// A file that needs another fake declares its own `vi.mock` of the module, which replaces this one.
vi.mock('../lib/api-client', async (importOriginal) => {
  const { mockApiClientModule } = await import('./render-feature');
  return mockApiClientModule(await importOriginal());
});

// Browser APIs that Mantine calls and a fake DOM may lack (jsdom has neither).
if (!('matchMedia' in window) || typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};

// The app loads its reader's language before the first render (main.tsx); tests render at once,
// with both languages in, since they switch between them.
const resources = buildResources(import.meta.glob('../locales/*/*.json', { eager: true }));
for (const [language, namespaces] of Object.entries(resources))
  for (const [namespace, texts] of Object.entries(namespaces))
    i18n.addResourceBundle(language, namespace, texts, true, true);

// Pages load as lazy chunks and the API client retries a failed read after a pause; on a busy
// machine that takes longer than the library's 1-second default. A passing test still finishes early.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // The notifications' store outlives a page: one test's toast must not show in the next.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});

import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

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

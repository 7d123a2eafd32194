import { test as base } from '@playwright/test';
import { mailApiPort, serverPort } from './servers';

/** Playwright's test, with the base URL of this worker's own app (see servers.ts). */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter; this one needs none.
  baseURL: async ({ browserName: _browserName }, use, testInfo) => {
    await use(`http://127.0.0.1:${String(serverPort(testInfo.parallelIndex))}`);
  },
});

export { expect } from '@playwright/test';

/** The mail API of this worker's app: GET /messages?to=address. */
export function mailApiUrl(): string {
  return `http://127.0.0.1:${String(mailApiPort(test.info().parallelIndex))}`;
}

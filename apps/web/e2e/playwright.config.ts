import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

import { e2eWorkers, serverPort } from './servers';

/**
 * Browser tests drive the built app (npm run build) served by the API on a
 * fresh embedded database, in Debian's Chromium: no browser download. Each
 * worker has an app of its own (servers.ts, fixtures.ts): a file's tests run
 * in order on one worker, and two workers never share a database.
 */
// Debian's headless shell (the old headless mode, without the full browser's window and GPU
// processes) ran the same 39 tests in 6.9 minutes where the full browser took 7.9, one after
// the other on one machine; the full browser serves where the shell is not installed.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

const chromiumLaunch = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  outputDir: '../../../test-results',
  fullyParallel: false,
  workers: e2eWorkers,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Flows with two people (a student and a moderator) take 15–30 s on an idle 2-core machine;
  // on a shared, busy one the same steps were seen to take four times as long, so both limits
  // leave room for that (they cost time only when a test fails). The longest flows check eight
  // pages with axe; on a slow machine running the unit tests beside them, one took over 120 s.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  use: {
    // A click or a fill that cannot happen fails after 30 s, not at the test's limit: a flaky
    // step then costs its retry half a minute instead of four.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // fixtures.ts replaces it with the worker's own app; this is the first worker's.
    baseURL: `http://127.0.0.1:${String(serverPort(0))}`,
    locale: 'en-US',
    colorScheme: 'light',
    // Recording a trace on every attempt (to keep the failed ones) more than doubled the browser's
    // CPU time: 11 tests took 230 s with it and 130 s without, one after the other on one machine.
    // A test that fails is run again with a trace, which is kept.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunch,
  },
  projects: [
    // The desktop tests ask for reduced motion, so menus and dialogs open without a transition for
    // Playwright to wait out; the phone tests keep the transitions a person sees by default.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, reducedMotion: 'reduce' },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunch },
      grep: /@phone/,
    },
  ],
  // One built app per worker, each on a fresh embedded database with a real SMTP server for its mail.
  webServer: Array.from({ length: e2eWorkers }, (_unused, index) => ({
    command: 'node --import tsx ./e2e-server.ts',
    url: `http://127.0.0.1:${String(serverPort(index))}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { E2E_PORT: String(serverPort(index)) },
  })),
});

import { defineProject } from 'vitest/config';

// API tests go through HTTP (app.inject or a real port) against a real database: each file gets
// a database of its own, cloned from a template made once per run (test/support/templates.ts).
// Files share a worker's module cache (isolate: false): the app's modules are imported once per
// worker instead of once per file; each file still builds its own app on its own database.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    isolate: false,
  },
});

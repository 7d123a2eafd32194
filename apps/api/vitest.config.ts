import { defineProject } from 'vitest/config';

// API tests go through HTTP (app.inject or a real port) against a real database:
// a fresh in-memory PGlite per file, or a fresh PostgreSQL database per file when DATABASE_URL is set.
export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

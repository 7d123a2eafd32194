import { defineConfig } from 'vitest/config';

// `npm test` runs every project: contracts (unit), api (HTTP against a real database), web (unit and components).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
  },
});

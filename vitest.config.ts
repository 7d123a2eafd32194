import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test` runs every project: contracts (unit), api (HTTP against a real database), web and
// web-isolated (unit and components; see apps/web/vitest.config.ts).
// Vitest's default is one worker fewer than the cores: on the two-core CI machine that is one
// worker, so the whole suite ran on one core. Every core works here (VITEST_MAX_WORKERS overrides).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web', 'apps/web/vitest.isolated.config.ts'],
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, availableParallelism())),
  },
});

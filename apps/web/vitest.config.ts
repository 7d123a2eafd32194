import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineProject, mergeConfig, type UserWorkspaceConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const sourceDir = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Test files that replace a module of the app other than the API client (`vi.mock` of the
 * auth store, i18n, a component…). A worker that shares its module cache between files would
 * hand such a fake to the files after it, so these run isolated. Every other file shares the
 * cache: they all fake the API client the same way (`test/render-feature`), and loading the
 * app's modules once per worker instead of once per file halves the project's time.
 */
export function filesWithTheirOwnFakes(): string[] {
  const ownFake = /vi\.mock\(\s*'(?![^']*lib\/api-client')/;
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => ownFake.test(readFileSync(`${sourceDir}/${file}`, 'utf8')))
    .map((file) => `src/${file.replaceAll('\\', '/')}`);
}

/** The settings both web projects share; `vitest.isolated.config.ts` runs the files above. */
export const webProject: UserWorkspaceConfig = {
  plugins: [react()],
  resolve: {
    alias: { '@': sourceDir },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // happy-dom: the same component tests took about a third less CPU than in jsdom (decision
    // 015); the few files that need jsdom say so in a `@vitest-environment jsdom` comment.
    // Whole pages render in the fake DOM; a long user flow on a busy 2-core machine (other suites
    // running beside it) has taken 20 s, so the limit leaves room beyond the 5 s default.
    testTimeout: 30_000,
  },
};

export default mergeConfig(
  webProject,
  defineProject({
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: filesWithTheirOwnFakes(),
      isolate: false,
      setupFiles: ['./src/test/shared-module-cache.ts'],
    },
  }),
);

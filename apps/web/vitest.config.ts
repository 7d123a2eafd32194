import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineProject, mergeConfig, type UserWorkspaceConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const sourceDir = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Test files that need a module cache of their own: those that replace a module of the app
 * other than the API client (`vi.mock` of the auth store, i18n, a component…), which a worker
 * sharing its cache would hand to the files after it, and those that run in another DOM
 * (`@vitest-environment jsdom`), whose globals would stay behind for the next file. Every
 * other file shares the cache: they all fake the API client the same way
 * (`test/render-feature`), and loading the app's modules once per worker instead of once per
 * file halves the project's time.
 */
export function filesThatNeedIsolation(): string[] {
  const ownFake = /vi\.mock\(\s*'(?![^']*lib\/api-client')/;
  const ownEnvironment = /@vitest-environment\s/;
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => {
      const text = readFileSync(`${sourceDir}/${file}`, 'utf8');
      return ownFake.test(text) || ownEnvironment.test(text);
    })
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
    // A file's first hook loads the app's modules; on a busy machine that took over 10 s.
    hookTimeout: 30_000,
  },
};

export default mergeConfig(
  webProject,
  defineProject({
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: filesThatNeedIsolation(),
      isolate: false,
      setupFiles: ['./src/test/shared-module-cache.ts'],
    },
  }),
);

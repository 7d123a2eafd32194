import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // happy-dom: the same component tests took about a third less CPU than in jsdom (decision
    // 015); the few files that need jsdom say so in a `@vitest-environment jsdom` comment.
    // Whole pages render in the fake DOM; a long user flow on a busy 2-core machine (other suites
    // running beside it) has taken 20 s, so the limit leaves room beyond the 5 s default.
    testTimeout: 30_000,
  },
});

import { defineProject, mergeConfig } from 'vitest/config';
import { filesThatNeedIsolation, webProject } from './vitest.config.ts';

// The web test files that fake a module of their own or run in another DOM, each in a fresh
// module cache.
export default mergeConfig(
  webProject,
  defineProject({ test: { name: 'web-isolated', include: filesThatNeedIsolation() } }),
);

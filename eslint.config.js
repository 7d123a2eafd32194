// One lint configuration for the whole repository (flat config).
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * A feature may not reach into another feature: only the composition roots
 * (apps/api/src/app.ts, apps/web/src/app/) combine features.
 */
function featureBoundaryZones(featuresDir) {
  if (!existsSync(featuresDir)) return [];
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `./${featuresDir}/${entry.name}`,
      from: `./${featuresDir}`,
      except: [`./${entry.name}`],
      message: 'A feature must not import another feature; combine them in the composition root.',
    }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'reports/**',
      'screenshots/**',
      'apps/web/public/**',
    ],
  },
  // ARCHITECTURE rule 9: no escape hatches, so a comment cannot turn a rule off.
  { linterOptions: { noInlineConfig: true } },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': true, 'ts-ignore': true },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // openid-client marks allowInsecureRequests deprecated only to make it stand out; the
      // Google sign-in uses it for an issuer on this machine (the tests' local provider) only.
      '@typescript-eslint/no-deprecated': [
        'error',
        {
          allow: [{ from: 'package', package: 'openid-client', name: 'allowInsecureRequests' }],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify plugins and route handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaryZones('apps/api/src/features'),
            ...featureBoundaryZones('apps/web/src/features'),
            {
              target: './apps/web/src',
              from: './apps/api',
              message: 'The web app talks to the API over HTTP only.',
            },
            {
              target: './apps/api/src',
              from: './apps/web',
              message: 'The API never imports the web app.',
            },
            {
              target: './packages/contracts',
              from: './apps',
              message: 'Contracts depend on nothing in the apps.',
            },
          ],
        },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // The React Compiler's checks (purity, refs, state set in an effect…) compile every component
    // they see, about a fifth of the whole lint's time. Test files keep the rules of hooks and
    // skip those checks: their components are fixtures, and the compiler is not part of the build.
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/test/**/*.{ts,tsx}'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter(
          (name) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(name),
        )
        .map((name) => [name, 'off']),
    ),
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);

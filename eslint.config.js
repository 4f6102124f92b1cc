import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync, existsSync } from 'node:fs';

const features = existsSync('src/features') ? readdirSync('src/features') : [];

/** Dependencies point one way: contract <- lib <- features <- routes <- app, and features never import each other. */
const importDirection = [
  { target: './contract', from: ['./src', './server', './sw', './office'] },
  // The back office is a page app of its own: it reads contract/ and nothing of the player app, the server or the worker, and they nothing of it.
  { target: './office', from: ['./src', './server', './sw'] },
  { target: ['./src', './server', './sw'], from: './office' },
  { target: './src/lib', from: ['./src/features', './src/routes', './src/app', './src/components'] },
  { target: './src/components', from: ['./src/features', './src/routes', './src/app'] },
  { target: './src/features', from: ['./src/routes', './src/app'] },
  { target: './src/routes', from: ['./src/app'] },
  // The server renders pages with the app's build (dist/ssr), never its sources.
  { target: './server', from: './src' },
  { target: './server', from: './sw' },
  { target: './src', from: ['./server'] },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features do not import each other; move what they share to src/lib or src/components.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-office',
      '.probe',
      'server/build',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'bench-results',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': ['error', { zones: importDirection }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/**', 'tests/**', '*.config.*'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // A promise nobody awaits or catches fails silently; these two need the type checker (one program per tsconfig).
    files: ['src/**/*.{ts,tsx}', 'office/src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts', 'contract/**/*.ts', 'tests/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'office/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    // A component's `autoFocus` prop is only passed on; the DOM element that receives it is where the rule applies.
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A scrolling carousel track (a labelled group) or a wide table's scrolling region is focusable, so the keyboard can scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'group', 'region'], allowExpressionValues: true }],
    },
  },
);

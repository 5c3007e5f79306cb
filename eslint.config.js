// Lint, including the layering rules of docs/architecture.md:
//   engine/ and card-dsl/ are pure (no DOM, Node, Electron, React, clock or randomness);
//   engine/ never imports card-dsl/; renderer/ imports no Electron or Node module;
//   only electron/ and cli/ (and the project's own tooling) touch the file system.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

// Module names are matched exactly (with their subpaths) by regular expression, so that a
// project folder such as ../electron/shared is not mistaken for the `electron` package.
const moduleRegex = (names) => `^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(/.*)?$`;
const nodeModules = { regex: moduleRegex(builtinModules.flatMap((m) => [m, `node:${m}`])) };
const uiModules = { regex: moduleRegex(['react', 'react-dom', 'monaco-editor']) };
const electronModule = { regex: moduleRegex(['electron']) };
const fsModules = { regex: moduleRegex(['fs', 'node:fs', 'child_process', 'node:child_process']) };

const restrict = (patterns, message) => ('regex' in patterns ? { ...patterns, message } : { group: patterns, message });

const layer = (patterns) => ['error', { patterns }];

const pureGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch', 'process', 'require', 'Buffer', '__dirname', '__filename', 'setTimeout', 'setInterval', 'performance', 'crypto'];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'release/', 'test-results/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // Tooling, tests and benchmarks run in Node.
    files: ['scripts/**', 'test/**', 'bench/**', '*.config.*', '**/*.test.ts', '**/*.test.tsx', 'electron/**', 'cli/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': layer([
        restrict(nodeModules, 'engine/ is pure: no Node modules.'),
        restrict(electronModule, 'engine/ is pure: no Electron.'),
        restrict(uiModules, 'engine/ is pure: no UI libraries.'),
        restrict(['**/card-dsl', '**/card-dsl/**', '**/renderer/**', '**/electron/**', '**/cli/**'], 'engine/ depends on nothing else in the project.'),
      ]),
    },
  },
  {
    files: ['card-dsl/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': layer([
        restrict(nodeModules, 'card-dsl/ is pure: no Node modules.'),
        restrict(electronModule, 'card-dsl/ is pure: no Electron.'),
        restrict(uiModules, 'card-dsl/ is pure: no UI libraries.'),
        restrict(['**/renderer/**', '**/electron/**', '**/cli/**'], 'card-dsl/ depends only on engine/.'),
      ]),
    },
  },
  {
    files: ['engine/**/*.ts', 'card-dsl/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...pureGlobals.map((name) => ({ name, message: `${name} is not available in the pure layers (engine/, card-dsl/).` }))],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The engine is deterministic: time comes from the caller.' },
        { object: 'Math', property: 'random', message: 'Randomness lives in the game state (seeded generator).' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'The engine is deterministic: no clock.' }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': layer([
        restrict(nodeModules, 'renderer/ runs in a sandboxed page: no Node modules; ask the host through the IPC contract.'),
        restrict(electronModule, 'renderer/ never imports Electron; use window.cardwright (the preload bridge).'),
        restrict(['**/electron/main/**', '**/electron/preload/**', '**/electron/host/**', '**/electron/web/**', '**/cli/**'], 'renderer/ may import only electron/shared from the host side.'),
      ]),
    },
  },
  {
    // Only the hosts and the command line touch the file system.
    files: ['electron/shared/**/*.ts', 'electron/preload/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': layer([
        restrict(fsModules, 'Only the host handlers (electron/host) touch the file system.'),
        restrict(uiModules, 'No UI libraries outside renderer/.'),
      ]),
    },
  },
);

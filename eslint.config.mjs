// Lint, with the boundaries of STYLE.md as rules: each message says where the code should go.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { zones } from './tools/lint/boundary-zones.mjs';

const REMOTES = ['marketing', 'auth', 'studio', 'billing'];
const APPS = [...REMOTES, 'shell'];

const deepImports = {
  group: [
    '@castmyscript/*/*',
    '!@castmyscript/api/contract',
    '!@castmyscript/ui-kit/theme.css',
    '!@castmyscript/ui-kit/standalone',
  ],
  message: 'Import another package only through its exports (STYLE.md boundary 5).',
};

const storeOnlyInApi = [
  {
    name: '@reduxjs/toolkit',
    importNames: ['configureStore'],
    message: 'Only packages/api builds the store: use createStore() from @castmyscript/api.',
  },
  {
    name: '@reduxjs/toolkit/query/react',
    importNames: ['createApi'],
    message: 'There is one api slice: call api.injectEndpoints() from @castmyscript/api.',
  },
  {
    name: 'react-redux',
    message: 'Use the typed hooks and StoreProvider from @castmyscript/api (STYLE.md boundary 3).',
  },
];

const testHelpersOnlyInTests = {
  group: ['@castmyscript/test-utils'],
  message:
    'Test helpers are for tests: import @castmyscript/test-utils only from __tests__/ or *.test.* files.',
};

const restrict = (patterns, paths = []) => [
  'error',
  { patterns: [deepImports, testHelpersOnlyInTests, ...patterns], paths },
];

const appRules = (app) => {
  const others = APPS.filter((a) => a !== app);
  const isRemote = REMOTES.includes(app);
  return {
    files: [`packages/${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        isRemote
          ? [
              {
                group: others.flatMap((o) => [
                  `@castmyscript/${o}`,
                  `@castmyscript/${o}/*`,
                  `**/packages/${o}/**`,
                  `../../../${o}/**`,
                ]),
                message: `Remotes never import each other or the shell: share through @castmyscript/api or @castmyscript/ui-kit (STYLE.md boundary 1).`,
              },
            ]
          : [
              {
                group: REMOTES.flatMap((o) => [`@castmyscript/${o}`, `@castmyscript/${o}/*`]),
                message: 'The shell loads remotes at run time through RemoteSlot, never by import.',
              },
            ],
        storeOnlyInApi,
      ),
    },
  };
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      '.tools/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver(), createNodeResolver()],
      // Without a parser for .ts the rules that read other files (no-cycle) parsed none of them
      // and reported nothing: the cycle rule had matched no file.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': restrict([], storeOnlyInApi),
    },
  },
  // A CommonJS file (jest's environments are loaded with require) imports with require().
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...APPS.map(appRules),
  {
    files: ['packages/ui-kit/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [
          {
            group: ['@castmyscript/*', '!@castmyscript/ui-kit'],
            message:
              'ui-kit is presentational: no API, no store, no remotes. Pass data in as props (STYLE.md boundary 2).',
          },
        ],
        storeOnlyInApi,
      ),
    },
  },
  {
    // Shared by the remotes' tests, so it may import no remote and no shell (STYLE.md boundary 1).
    files: ['packages/test-utils/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        [
          {
            group: APPS.flatMap((o) => [`@castmyscript/${o}`, `@castmyscript/${o}/*`]),
            message:
              'Shared test helpers render what a test passes in: they import no remote or shell.',
          },
        ],
        storeOnlyInApi,
      ),
    },
  },
  {
    files: ['packages/api/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@castmyscript/*'],
          message: 'The api package depends on no other workspace package.',
        },
      ]),
    },
  },
  {
    files: ['packages/server/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [
            'fastify',
            '@fastify/*',
            'stripe',
            '@aws-sdk/*',
            'nodemailer',
            '@elevenlabs/*',
            'openai',
            'pg',
            'pg-boss',
            '@electric-sql/*',
            '**/http/**',
          ],
          message:
            'Services depend on ports, never on HTTP or vendor SDKs: put vendor code in src/adapters/<port>/ (STYLE.md boundary 4).',
        },
      ]),
    },
  },
  {
    files: ['packages/server/src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/services/**', '**/http/**'],
          message:
            'Adapters implement ports; they never call services or routes (STYLE.md boundary 4).',
        },
      ]),
    },
  },
  {
    // On resolved paths, so no spelling of an import gets around them (tools/lint/boundary-zones.mjs).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    rules: {
      // Small single-purpose files: past 300 lines a file holds two things, so split it.
      'max-lines': ['error', { max: 300 }],
      // An import keeps its name: `T.loading` makes the reader look up what T is.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportSpecifier[imported.name=/^..+$/][local.name=/^[A-Za-z]$/], ImportNamespaceSpecifier[local.name=/^[A-Za-z]$/]',
          message: 'Import under the exported name, not a one-letter alias.',
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones.server, ...zones.sealed, ...zones.features] },
      ],
    },
  },
  {
    // Every DAL call takes the transaction in one place, last: optional where the call may run on
    // the pool, required where it locks or must commit with the caller's other writes.
    files: ['packages/server/src/**/*-dal.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportSpecifier[imported.name=/^..+$/][local.name=/^[A-Za-z]$/], ImportNamespaceSpecifier[local.name=/^[A-Za-z]$/]',
          message: 'Import under the exported name, not a one-letter alias.',
        },
        {
          selector: ':function > Identifier.params[name="tx"]:first-child:not(:last-child)',
          message: 'A DAL takes its transaction as the last argument.',
        },
      ],
    },
  },
  {
    files: [
      '**/__tests__/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      'packages/*/src/test-utils/**',
      'e2e/**',
      'bench/**',
      'integration/**',
      'packages/server/test/**',
    ],
    // Tests and stories compose features as app/ does.
    rules: {
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': 'off',
      // Test tables and journeys run long; nine test files are past 300 lines still.
      'max-lines': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ['e2e/**', 'bench/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);

// One jest run, two kinds of project: browser code in jsdom and the server in node.
const swc = (react) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: react },
      transform: react ? { react: { runtime: 'automatic' } } : undefined,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages (and any .mjs file) jest must transpile to CommonJS.
// pg-boss and the ESM-only packages it loads.
const esmOnly = [
  'jose',
  'until-async',
  'pg-boss',
  'serialize-error',
  'non-error',
  'rrule-temporal',
  // The SSE parser behind the documents events stream (issue 33).
  'eventsource-parser',
  // The audio chain's resampler and time-stretch (Emscripten builds, ES modules).
  '@echogarden/speex-resampler-wasm',
  '@echogarden/sonic-wasm',
];
const transformIgnorePatterns = [
  `/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmOnly.join('|')})/)(?!.*\\.mjs$)`,
];

const web = ['api', 'ui-kit', 'shell', 'marketing', 'auth', 'studio', 'billing'];

export default {
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/tools/jest/cpu-env-jsdom.cjs',
      roots: [...web.map((p) => `<rootDir>/packages/${p}/src`), '<rootDir>/integration'],
      testMatch: ['**/__tests__/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc(true), '^.+\\.mjs$': swc(false) },
      transformIgnorePatterns,
      moduleNameMapper: { '\\.(css|svg|png|jpg|mp3)$': '<rootDir>/tools/jest/file-stub.cjs' },
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-web.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'tooling',
      testEnvironment: '<rootDir>/tools/jest/cpu-env-node.cjs',
      roots: ['<rootDir>/tools', '<rootDir>/scripts', '<rootDir>/bench'],
      testMatch: ['**/__tests__/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc(false), '^.+\\.mjs$': swc(false) },
      transformIgnorePatterns,
    },
    {
      displayName: 'server',
      testEnvironment: '<rootDir>/tools/jest/cpu-env-node.cjs',
      roots: ['<rootDir>/packages/server/src', '<rootDir>/packages/server/test'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/tools/jest/server-global-setup.mjs',
      transform: { '^.+\\.(t|j)sx?$': swc(false), '^.+\\.mjs$': swc(false) },
      transformIgnorePatterns,
    },
  ],
};

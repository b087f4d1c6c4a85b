import type { StorybookConfig } from '@storybook/react-vite';
import type { InlineConfig } from 'vite';

// No @vitejs/plugin-react: Vite 8 compiles TSX itself (oxc); pin the React 17+ JSX runtime.
// 'use client' directives (on every PrimeReact module) mean nothing in a browser-only bundle,
// and Rolldown's timing hints are noise in CI logs.
const workspaceVite: InlineConfig = {
  resolve: { dedupe: ['react', 'react-dom', 'primereact'] },
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
};

/**
 * One Storybook for the whole workspace: every package's stories (ui-kit now, remotes later).
 * Nothing here may reach the network: telemetry is off and no addon fetches anything.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [],
  core: { disableTelemetry: true },
  typescript: {
    // react-docgen reads prop types from source without starting the TypeScript compiler.
    reactDocgen: 'react-docgen',
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Stories import workspace packages through pnpm symlinks; dedupe keeps one React.
    return mergeConfig(viteConfig, workspaceVite);
  },
};

export default config;

import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';

import { fontRules } from './fonts/font-rules';
import { refreshPlugins } from './refresh';
import { provideRuntimeCorePlugin } from './runtime-core';
import { sharedSingletons } from './shared';

export type FederationSpec = {
  /** Module Federation container name: `shell` or a remote's name. */
  name: string;
  /** Remotes only: `./Name` → `./src/expose/Name.tsx`. */
  exposes?: Record<string, string>;
};

type Options = {
  packageDir: string;
  spec: FederationSpec;
  mode: 'production' | 'development';
  /** Development only: React Fast Refresh (hot-swaps edited components, keeping their state). */
  refresh?: boolean;
  /** Where the build goes; `<package>/dist` unless given. */
  outDir?: string;
};

const swcRule = (mode: Options['mode'], refresh: boolean) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: { runtime: 'automatic', development: mode === 'development', refresh },
        },
        target: 'es2022',
      },
    },
  },
});

/** One webpack config for the shell (host) and every remote; they differ only where noted. */
export const createConfig = ({ packageDir, spec, mode, ...options }: Options): Configuration => {
  const isHost = !spec.exposes;
  const production = mode === 'production';
  // A production build never carries the refresh runtime, whatever the caller asks.
  const refresh = !production && options.refresh === true;
  return {
    mode,
    context: packageDir,
    entry: './src/index.ts',
    // No eval-based maps in development: the server's Content Security Policy allows no eval.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: options.outDir ?? path.join(packageDir, 'dist'),
      // Remotes resolve their chunks relative to wherever their entry was loaded from, so a
      // remote can live on any origin or CDN; the shell is always served from the site root.
      publicPath: isHost ? '/' : 'auto',
      // Entry files keep stable names (the federation runtime cannot content-hash them; they are
      // served without caching, the shell's behind a query hash); everything else is hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `castmyscript_${spec.name}`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    // For the shell's inline theme import (shared/theme/prime-theme.ts).
    resolveLoader: {
      alias: {
        'prime-theme-loader': path.join(import.meta.dirname, 'prime-theme/theme-loader.ts'),
      },
    },
    module: {
      rules: [
        swcRule(mode, refresh),
        {
          test: /\.css$/,
          // The shell extracts its CSS to files; remotes inject theirs with their JS so a
          // remote deployed elsewhere carries its styles with it.
          use: [isHost && production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        { test: /\.(woff2?|ttf|eot|svg|png|jpe?g|webp|mp3)$/, type: 'asset/resource' },
        ...fontRules(path.resolve(import.meta.dirname, '../../packages')),
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: [
      ...(refresh ? refreshPlugins(isHost) : []),
      new ModuleFederationPlugin({
        name: spec.name,
        filename: 'remoteEntry.js',
        exposes: spec.exposes,
        shared: sharedSingletons(packageDir),
        manifest: true,
        dts: false,
        // 'version-first' (the default) fetches every remote's entry to compare versions whenever
        // a shared module is first needed, so one remote being down would break unrelated pages.
        shareStrategy: 'loaded-first',
        // Remotes use the shell's federation runtime core instead of carrying their own (16 KB
        // gzipped less per remote entry, about 0.5 KB more in the shell): a remote needs a shell
        // of the same federation version, which the one lockfile guarantees. `target: 'web'`
        // drops the runtime's Node.js code paths (3.5 KB over the shell and one remote).
        ...(isHost
          ? {
              runtimePlugins: [
                path.join(packageDir, 'src/mf/fallback-plugin.ts'),
                provideRuntimeCorePlugin(),
              ],
            }
          : {}),
        experiments: { externalRuntime: !isHost, optimization: { target: 'web' } },
      }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({ template: './public/index.html', inject: 'body', hash: true }),
            new MiniCssExtractPlugin({
              filename: production ? '[name].[contenthash:10].css' : '[name].css',
            }),
            new CopyPlugin({
              patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
            }),
          ]
        : []),
    ],
    stats: 'errors-warnings',
  };
};

import path from 'node:path';

import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import webpack from 'webpack';

/**
 * React Fast Refresh for development builds. The shell needs it as much as the remote being
 * edited: React only accepts refreshes when the refresh runtime hooked in before react-dom
 * loaded, and react-dom is the shell's (a shared singleton). The shell is built once and gets no
 * updates itself, so it needs the hot-module runtime but no dev server; each remote carries its own
 * refresh runtime, which reaches the shell's react-dom through the devtools hook. The plugin's error overlay
 * is off: build errors already show in the terminal running `npm run dev`.
 */
export const refreshPlugins = (isHost: boolean) => [
  // Before the refresh runtime's own entry, which otherwise installs a hook that forgets renderers.
  ...(isHost
    ? [
        new webpack.EntryPlugin(
          import.meta.dirname,
          path.join(import.meta.dirname, 'devtools-hook.js'),
          { name: undefined },
        ),
      ]
    : []),
  new webpack.HotModuleReplacementPlugin(),
  new ReactRefreshPlugin({ overlay: false }),
];

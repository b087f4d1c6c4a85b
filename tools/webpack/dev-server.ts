/**
 * Serves one remote from memory with hot updates and React Fast Refresh
 * (`tsx tools/webpack/dev-server.ts <remote> <port>`). The shell, built for development by
 * `npm run dev`, loads the remote from here: /remotes.json points it at this port.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

import { createConfig, type FederationSpec } from './create-config';

const [name, portText] = process.argv.slice(2);
const port = Number(portText);
if (!name || !Number.isInteger(port)) {
  console.error('usage: dev-server.ts <marketing|auth|studio|billing> <port>');
  process.exit(2);
}
const packageDir = path.join(import.meta.dirname, '../../packages', name);
const spec = (await import(pathToFileURL(path.join(packageDir, 'federation.config.ts')).href))
  .default as FederationSpec;
const config = createConfig({ packageDir, spec, mode: 'development', refresh: true });
// The dev server adds its own hot-module plugin (`hot: true`) and warns about a second one.
config.plugins = config.plugins?.filter(
  (plugin) => !(plugin instanceof webpack.HotModuleReplacementPlugin),
);
const compiler = webpack(config);
compiler.hooks.done.tap('report', (stats) => {
  const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
  console.log(`[dev] ${name} ${stats.hasErrors() ? 'FAILED' : 'built'} in ${seconds} s`);
  if (stats.hasErrors()) console.log(stats.toString('errors-only'));
});

const server = new WebpackDevServer(
  {
    host: 'localhost',
    port,
    hot: true,
    liveReload: false,
    // The shell on another port fetches the manifest and the hot updates from here.
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: false, logging: 'warn', webSocketURL: `ws://localhost:${port}/ws` },
    static: false,
    devMiddleware: { stats: 'errors-warnings' },
  },
  compiler,
);
await server.start();
console.log(`[dev] ${name} served with hot updates at http://localhost:${port}/`);

/**
 * Fastify names a plugin that carries no display name by comparing it with the exports of every
 * loaded module (a walk of `require.cache` per `register`), then falls back to the function's
 * name, which an arrow function returned by a route factory doesn't have. Naming each plugin up
 * front skips the walk: it was the largest single cost of building the app in a test worker,
 * where the module cache holds thousands of entries. The name also labels the plugin in Fastify's
 * errors and its plugin tree.
 */
const DISPLAY_NAME = Symbol.for('fastify.display-name');

export const namedPlugin = <P extends object>(name: string, plugin: P): P =>
  Object.assign(plugin, { [DISPLAY_NAME]: name });

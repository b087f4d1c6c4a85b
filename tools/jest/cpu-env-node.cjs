// Jest's node environment, with each test file's CPU recorded. jest-environment-node is jest's
// own dependency, not ours, so it is found where jest finds it: beside jest-config.
const path = require('node:path');

const { measured } = require('./cpu-clock.cjs');

const from = (name, dir) => path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));
const jestConfig = from('jest-config', from('jest-cli', from('jest', __dirname)));
const { TestEnvironment } = require(
  require.resolve('jest-environment-node', { paths: [jestConfig] }),
);

module.exports = measured(TestEnvironment);

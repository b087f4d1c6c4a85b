// The web projects' environment (jest-fixed-jsdom), with each test file's CPU recorded.
const { measured } = require('./cpu-clock.cjs');

module.exports = measured(require('jest-fixed-jsdom'));

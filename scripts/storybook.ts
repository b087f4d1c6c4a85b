import { bin, mustRun } from './lib/proc';

// Never let Storybook reach the network: no telemetry, no version check.
await mustRun(bin('storybook'), ['dev', '-p', '6006', '--host', '127.0.0.1', '--no-version-updates', '--disable-telemetry', '--ci']);

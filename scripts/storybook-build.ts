import { bin, mustRun } from './lib/proc';

await mustRun(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static', '--disable-telemetry']);

import { bin, mustRun } from './lib/proc';

await mustRun(bin('tsc'), ['-p', 'tsconfig.json']);

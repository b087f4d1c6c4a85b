import { bin, mustRun } from './lib/proc';

await mustRun(bin('eslint'), ['.', '--max-warnings=0', ...process.argv.slice(2)]);

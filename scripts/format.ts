import { bin, mustRun } from './lib/proc';

await mustRun(bin('prettier'), ['--write', '.', ...process.argv.slice(2)]);

// Runs one parse in the production parse worker with the server's limits, as the API's parse pool
// does, and exits when it is done: started under `/usr/bin/time`, the largest process it counts is
// that worker. Usage: node parse-child.mjs WORKER FILE HEAP_MB
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [worker, file, heapMb] = process.argv.slice(2);
const child = fork(worker, [], {
  execArgv: [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=4'],
  serialization: 'advanced',
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
child.on('message', (outcome) => {
  console.log(outcome.ok ? `ok ${outcome.result.lines.length}` : `failed ${outcome.code}`);
});
child.on('exit', (code) => process.exit(code ?? 1));
child.send({ bytes: new Uint8Array(readFileSync(file)), fileName: file });

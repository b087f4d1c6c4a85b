/**
 * Test fixture for children.test.ts: starts two long-lived programs the way the load bench starts
 * its servers (detached, under watchdog.mjs, tracked), registers a cleanup, prints their process
 * groups, then leaves the way argv[2] says (or waits for a signal). argv[3] 'bare': no watchdog.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import { onCleanup, trackChild } from '../children';

// 'bare' leaves the watchdog out, to test what children.ts does on its own.
const [way, bare] = process.argv.slice(2);
const program = [process.execPath, '-e', 'setTimeout(() => {}, 60000)'];
const watchdog = path.join(import.meta.dirname, '..', 'watchdog.mjs');
const children = [0, 1].map(() =>
  spawn(process.execPath, bare ? program.slice(1) : [watchdog, ...program], {
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  }),
);
children.forEach(trackChild);
onCleanup(async () => {
  console.log('cleanup ran');
});
console.log(JSON.stringify({ groups: children.map((c) => c.pid) }));

setTimeout(() => {
  if (way === 'throw') throw new Error('thrown on purpose');
  if (way === 'reject') void Promise.reject(new Error('rejected on purpose'));
  if (way === 'exit') process.exit(0);
}, 50);

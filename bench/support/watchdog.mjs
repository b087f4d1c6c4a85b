// Usage: node watchdog.mjs <program> [args...]
//
// Runs the program in this watchdog's process group and ends it when the watchdog's stdin
// closes: the bench that started them holds the other end, so stdin closes whichever way the
// bench goes, SIGKILL included, when no handler of its own can run (tsx's CLI SIGKILLs a child
// that is too busy to acknowledge Ctrl-C within 60 ms; a bench under load is). Signals sent to
// the group reach the program directly; the watchdog only waits for it and exits with its code.
// Plain JavaScript, so it starts without tsx.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const GRACE_MS = 10_000;
const [program, ...args] = process.argv.slice(2);
const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'inherit'] });

let ending = false;
const end = () => {
  if (ending) return;
  ending = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), GRACE_MS).unref();
};
process.stdin.on('end', end);
process.stdin.on('error', end);
process.stdin.resume();

// The group's signal already reached the program (forwarding it would make it a second one).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => undefined);

child.on('exit', (code, signal) =>
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)),
);

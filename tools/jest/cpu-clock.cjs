// CPU spent by this jest worker process, its own and that of the children it has waited for (a
// parse child, a voice thread's process, a spawned script): getrusage(SELF) through Node, and the
// reaped children's time from /proc, where the kernel keeps it in clock ticks (100 a second).
const { appendFileSync, mkdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const TICKS_PER_SECOND = 100;

const childrenSeconds = () => {
  try {
    // The command name (field 2) may hold spaces, so the fields are counted after its ')'.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime are fields 16 and 17 of the whole line, 14 and 15 after the name.
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
};

const cpuSeconds = () => {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1e6 + childrenSeconds();
};

/** One line per test file into the directory `npm test` names; nothing when it names none. */
const record = (testPath, seconds) => {
  const dir = process.env.JEST_CPU_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const line = JSON.stringify({ file: testPath, cpu: Number(seconds.toFixed(3)) });
  appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${line}\n`);
};

/**
 * Wraps a jest environment class so each test file's CPU is recorded: from before the
 * environment is built (a jsdom costs) to after it is torn down, which spans the file's
 * transforms, imports, hooks and tests. A worker runs one file at a time, so the span is the file's.
 */
const measured = (Environment) =>
  class MeasuredEnvironment extends Environment {
    constructor(config, context) {
      const started = cpuSeconds();
      super(config, context);
      this.cpuStarted = started;
      this.cpuTestPath = context.testPath;
    }

    async teardown() {
      await super.teardown();
      record(this.cpuTestPath, cpuSeconds() - this.cpuStarted);
    }
  };

module.exports = { cpuSeconds, measured, record };

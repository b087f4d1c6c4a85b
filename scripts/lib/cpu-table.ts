/**
 * The CPU table `npm test` closes with: what each step cost in CPU-seconds (its whole process tree,
 * children included), the costliest jest test files by CPU and the longest e2e journeys by wall
 * time. Pure functions over what the steps left behind, so the table is tested without running CI.
 */

export type StepCost = { name: string; ok: boolean; wall: number; cpu: number | null };
export type FileCost = { file: string; cpu: number };
export type JourneyCost = { title: string; file: string; seconds: number };

/**
 * Seconds from bash's `times`: its first line is the shell's own user and system time, its second
 * the time of the children it waited for, each as `<minutes>m<seconds>s`.
 */
export const parseBashTimes = (text: string): number | null => {
  const lines = text.trim().split('\n');
  if (lines.length < 2) return null;
  const values = [...lines[1].matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds),
  );
  return values.length === 2 ? values[0] + values[1] : null;
};

/** Lines of the jest CPU log (`{"file","cpu"}` per test file), costliest first; bad lines skipped. */
export const costliestFiles = (jsonl: string, root: string, limit = 20): FileCost[] =>
  jsonl
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        const { file, cpu } = JSON.parse(line) as FileCost;
        return typeof file === 'string' && typeof cpu === 'number' ? [{ file, cpu }] : [];
      } catch {
        return [];
      }
    })
    .map(({ file, cpu }) => ({ file: relativeTo(root, file), cpu }))
    .sort((a, b) => b.cpu - a.cpu)
    .slice(0, limit);

type Suite = { title?: string; file?: string; specs?: Spec[]; suites?: Suite[] };
type Spec = { title: string; file: string; tests: Array<{ results: Array<{ duration: number }> }> };

/** Playwright's JSON report: every journey with the wall time of all its runs, longest first. */
export const longestJourneys = (report: { suites?: Suite[] }, limit = 20): JourneyCost[] => {
  const journeys: JourneyCost[] = [];
  const walk = (suite: Suite, titles: string[]) => {
    // The file's own suite is titled with the file name; describe blocks add their titles.
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0);
      journeys.push({
        title: [...path, spec.title].join(' › '),
        file: spec.file,
        seconds: ms / 1000,
      });
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return journeys.sort((a, b) => b.seconds - a.seconds).slice(0, limit);
};

const seconds = (value: number | null) => (value === null ? '?' : value.toFixed(1));

/** The printed table: steps with wall and CPU and their total, then the two top lists. */
export const formatCpuTable = (
  steps: StepCost[],
  files: Record<string, FileCost[]>,
  journeys: JourneyCost[],
): string => {
  const out = ['npm test › CPU (user + system seconds of each step and every process it started)'];
  out.push(
    `  ${'step'.padEnd(14)} ${'result'.padEnd(9)} ${'wall s'.padStart(8)} ${'CPU s'.padStart(8)}`,
  );
  for (const s of steps)
    out.push(
      `  ${s.name.padEnd(14)} ${(s.ok ? 'succeeded' : 'FAILED').padEnd(9)} ${seconds(s.wall).padStart(8)} ${seconds(s.cpu).padStart(8)}`,
    );
  const known = steps.filter((s) => s.cpu !== null);
  const total = known.reduce((sum, s) => sum + (s.cpu ?? 0), 0);
  const unknown = steps.length - known.length;
  out.push(
    `  ${'total'.padEnd(14)} ${''.padEnd(9)} ${''.padStart(8)} ${seconds(total).padStart(8)}${unknown ? `  (${unknown} step(s) unmeasured)` : ''}`,
  );
  for (const [step, list] of Object.entries(files)) {
    if (!list.length) continue;
    out.push(`\nnpm test › ${step}: costliest test files (CPU s of the jest worker per file)`);
    for (const f of list) out.push(`  ${f.cpu.toFixed(1).padStart(7)}  ${f.file}`);
  }
  if (journeys.length) {
    out.push('\nnpm test › e2e: longest journeys (wall s; browser and server are shared)');
    for (const j of journeys)
      out.push(`  ${j.seconds.toFixed(1).padStart(7)}  ${j.file} › ${j.title}`);
  }
  return out.join('\n');
};

const relativeTo = (root: string, file: string) =>
  file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;

/**
 * The parser's cost figures, every one a whole process timed from outside (`/usr/bin/time`): the
 * parse command (`npm run parse -- FILE`, start-up included) against `pdftotext -layout` on each
 * PDF of ../shared/corpus, runs interleaved so a busy machine slows both alike; the command on a
 * one-page PDF (its start-up, also run beside each file's runs, whose cost beyond it is the file's
 * own); and the peak resident memory of a parse of the 10 MB long-lines files, in the command and
 * in the production parse worker under the server's heap cap.
 * Figures only — nothing fails here.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PARSE_HEAP_MB } from '../../packages/server/src/parsing/child/run';
import { corpusDir } from './corpus';

export interface ProcessFigure {
  wall: number;
  cpu: number;
  rssMb: number;
}
export interface PdfRow {
  file: string;
  parse: ProcessFigure;
  pdftotext: ProcessFigure;
  /** Sums over all runs: /usr/bin/time counts in hundredths, too coarse for one short run. */
  total: { parse: ProcessFigure; pdftotext: ProcessFigure; startUp: ProcessFigure };
}
export interface WholeProcessFigures {
  runs: number;
  onePage?: ProcessFigure;
  pdfs: PdfRow[];
  longLines: { file: string; command: ProcessFigure; child: ProcessFigure; outcome: string }[];
  notes: string[];
}

/** The bench may install what it compares against from Debian; parsing never uses either. */
function ensure(binary: string, args: string[], pkg: string): string | undefined {
  const present = () => spawnSync(binary, args).error === undefined;
  if (present()) return undefined;
  if (process.getuid?.() !== 0) return `${binary} missing (${pkg}) and not root`;
  spawnSync('apt-get', ['install', '-y', '-q', pkg], { stdio: 'ignore' });
  return present() ? undefined : `${binary} unavailable: apt-get install ${pkg} failed`;
}

/**
 * One run of a whole process: wall seconds and peak RSS from GNU time, CPU seconds from the
 * shell's `times` (its children's user and system time in milliseconds: GNU time's hundredths
 * are coarser than pdftotext's whole run on a short script).
 */
function timed(command: string, args: string[], cwd: string): ProcessFigure & { out: string } {
  const script = '/usr/bin/time -f "TIME %e %U %S %M" "$@"; times';
  const r = spawnSync('bash', ['-c', script, 'bash', command, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const m = /TIME (\S+) (\S+) (\S+) (\d+)\s*$/.exec(r.stderr ?? '');
  // `times` ends the output with two lines: the shell's own times, then its children's.
  const lines = (r.stdout ?? '').trimEnd().split('\n');
  const children = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(lines[lines.length - 1] ?? '');
  if (!m || !children) throw new Error(`${command} ${args.join(' ')}: ${r.stderr?.slice(-500)}`);
  const [, um, us, sm, ss] = children.map(Number);
  return {
    wall: Number(m[1]),
    cpu: um * 60 + us + sm * 60 + ss,
    rssMb: Number(m[4]) / 1024,
    out: lines.slice(0, -2).join('\n'),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sumOf = (runs: ProcessFigure[]): ProcessFigure => ({
  wall: runs.reduce((n, r) => n + r.wall, 0),
  cpu: runs.reduce((n, r) => n + r.cpu, 0),
  rssMb: Math.max(...runs.map((r) => r.rssMb)),
});
const medianOf = (runs: ProcessFigure[]): ProcessFigure => ({
  wall: median(runs.map((r) => r.wall)),
  cpu: median(runs.map((r) => r.cpu)),
  rssMb: Math.max(...runs.map((r) => r.rssMb)),
});

const WORDS = 'the lamp turns slow and patient sweeping the sea while the keeper waits'.split(' ');
const prose = (words: number, seed: number) =>
  Array.from({ length: words }, (_, i) => WORDS[(i * 7 + seed) % WORDS.length]).join(' ');

/** The 10 MB upload limit's worth of long lines, in the shapes the memory tests use. */
function longLineFiles(dir: string): string[] {
  const make = (name: string, block: (i: number) => string) => {
    const parts: string[] = [];
    for (let size = 0, i = 0; size < 10 * 1024 * 1024 - 20_000; i++) {
      parts.push(block(i));
      size += parts[parts.length - 1].length;
    }
    const file = path.join(dir, name);
    writeFileSync(file, parts.join(''));
    return file;
  };
  return [
    make(
      'long-speeches.txt',
      (i) => `${' '.repeat(37)}KEEPER ${i % 5}\n${' '.repeat(25)}${prose(400, i)}\n\n`,
    ),
    make('one-line.txt', (i) => prose(1000, i) + ' '),
    make('long-paragraphs.txt', (i) => `${prose(330, i)}\n\n`),
  ];
}

export function measureWholeProcess(repoRoot: string, runs = 5): WholeProcessFigures {
  const notes = [
    ensure('/usr/bin/time', ['-V'], 'time'),
    ensure('pdftotext', ['-v'], 'poppler-utils'),
  ].filter((n): n is string => n !== undefined);
  const figures: WholeProcessFigures = { runs, pdfs: [], longLines: [], notes };
  if (notes.length > 0) return figures;
  const tmp = mkdtempSync(path.join(tmpdir(), 'cms-bench-parse-'));
  const parse = (file: string) => timed('npm', ['run', 'parse', '--', file], repoRoot);
  const pdftotext = (file: string) =>
    timed('pdftotext', ['-layout', file, path.join(tmp, 'out.txt')], repoRoot);
  try {
    const pdfDir = path.join(corpusDir(repoRoot), 'pdf');
    const pdfs = readdirSync(pdfDir)
      .filter((f) => f.endsWith('.pdf'))
      .sort();
    // Start-up: the command on the first page of a corpus PDF, cut out by poppler at bench time.
    const onePage = path.join(tmp, 'one-page.pdf');
    spawnSync('pdfseparate', ['-f', '1', '-l', '1', path.join(pdfDir, pdfs[0]), onePage]);
    parse(onePage); // warm-up: the bundle built and its compile cache filled
    figures.onePage = medianOf(Array.from({ length: runs }, () => parse(onePage)));
    for (const name of pdfs) {
      const file = path.join(pdfDir, name);
      const ours: ProcessFigure[] = [];
      const theirs: ProcessFigure[] = [];
      // Start-up taken beside each file's runs, not once before them all: on a busy machine a
      // short script's cost beyond start-up is a few hundredths, less than the load's drift.
      const startUps: ProcessFigure[] = [];
      for (let i = 0; i < runs; i++) {
        ours.push(parse(file));
        startUps.push(parse(onePage));
        theirs.push(pdftotext(file));
      }
      figures.pdfs.push({
        file: name,
        parse: medianOf(ours),
        pdftotext: medianOf(theirs),
        total: { parse: sumOf(ours), pdftotext: sumOf(theirs), startUp: sumOf(startUps) },
      });
    }
    const worker = path.join(repoRoot, 'packages', 'server', 'dist', 'worker.js');
    const driver = path.join(repoRoot, 'bench', 'parsing', 'parse-child.mjs');
    for (const file of longLineFiles(tmp)) {
      const child = timed(
        process.execPath,
        [driver, worker, file, String(PARSE_HEAP_MB)],
        repoRoot,
      );
      figures.longLines.push({
        file: path.basename(file),
        command: parse(file),
        child,
        outcome: child.out.trim(),
      });
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return figures;
}

const s = (n: number) => n.toFixed(2);
const ms = (n: number) => n.toFixed(3);

export function printWholeProcess(f: WholeProcessFigures): void {
  console.log(
    `\nnpm run parse vs pdftotext -layout, whole processes (wall and peak RSS by /usr/bin/time, CPU by the shell's times), median of ${f.runs} interleaved runs`,
  );
  for (const note of f.notes) console.log(note);
  if (!f.onePage) return;
  const start = f.onePage;
  console.log(
    `start-up: npm run parse on a one-page PDF ${s(start.wall)} s wall, ${ms(start.cpu)} s CPU, ${start.rssMb.toFixed(0)} MB (goal ≤ 1 s)`,
  );
  console.log(
    'ratios are of the sums over the runs; wall ratios "-" where pdftotext took less than the clock shows (0.01 s a run)',
  );
  console.log(
    'file                                      parse wall    cpu   MB  pdftotext wall    cpu  wall x  cpu x  beyond start-up, cpu x (goal ≤ 4)',
  );
  const ratio = (a: number, b: number, clock: number) =>
    (b >= clock * f.runs ? (a / b).toFixed(1) : '-').padStart(6);
  for (const r of f.pdfs) {
    const { parse, pdftotext, startUp } = r.total;
    const beyond = Math.max(0, parse.cpu - startUp.cpu);
    console.log(
      `${r.file.padEnd(41)} ${s(r.parse.wall).padStart(10)} ${ms(r.parse.cpu).padStart(6)} ${r.parse.rssMb.toFixed(0).padStart(4)}  ${s(r.pdftotext.wall).padStart(14)} ${ms(r.pdftotext.cpu).padStart(6)}  ${ratio(parse.wall, pdftotext.wall, 0.01)} ${ratio(parse.cpu, pdftotext.cpu, 0.001)}  ${ratio(beyond, pdftotext.cpu, 0.001)}`,
    );
  }
  console.log('\nPeak RSS on 10 MB files of long lines (goal ≤ 250 MB)');
  console.log(
    'file                  npm run parse MB  s      parse worker (heap cap) MB  s      outcome',
  );
  for (const r of f.longLines)
    console.log(
      `${r.file.padEnd(21)} ${r.command.rssMb.toFixed(0).padStart(16)}  ${s(r.command.wall).padStart(5)}  ${r.child.rssMb.toFixed(0).padStart(26)}  ${s(r.child.wall).padStart(5)}  ${r.outcome}`,
    );
}

/**
 * `npm run bench`: prints the figures the issues ask for. Figures only — nothing here passes or
 * fails, because these machines are shared and timings are noisy. `npm run bench -- weight`
 * runs only the named benchmarks.
 */
import { measureAuthLatency } from '../bench/accounts/auth-latency';
import { measureAudioLib, printAudioLib } from '../bench/audio/audiolib';
import { measureCastingGender, printCastingGender } from '../bench/casting/gender-agreement';
import { measureUploadToScenes } from '../bench/documents/upload-to-scenes';
import { measureRuntime, printRuntime } from '../bench/direct/runtime';
import { measureDrafts, printDrafts } from '../bench/drafts/drafts';
import { measurePageWeight, printPageWeight } from '../bench/foundation/page-weight';
import { measureServerMemory, printServerMemory } from '../bench/foundation/server-memory';
import { measureStartTimes } from '../bench/foundation/start-times';
import { measureLanding } from '../bench/marketing/lighthouse';
import { measureAccuracy } from '../bench/parsing/accuracy';
import { corpusDir } from '../bench/parsing/corpus';
import { compareReaders } from '../bench/parsing/readers-agree';
import { measureWholeProcess, printWholeProcess } from '../bench/parsing/whole-process';
import { measureNeural, printNeural } from '../bench/voices/neural';
import { measureBigFish, measureVoices, printBigFish, printVoices } from '../bench/voices/voices';
import { deploymentsFromArgs, durationFromArgs, measureLoad } from '../bench/scale/load';
import { printLoad } from '../bench/scale/print';
import { measureSynthesis, printSynthesis } from '../bench/workers/synthesis';
import { ensureChromium } from './lib/chromium';
import { repoRoot } from './lib/proc';
import { build } from './build';

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

await build();
// Benches that drive a browser use Debian's Chromium, installed from apt when missing.
if (['weight', 'landing'].some(wanted)) ensureChromium();

if (wanted('weight')) printPageWeight(await measurePageWeight());

if (wanted('start')) {
  const { cold, warm } = await measureStartTimes();
  console.log('\nnpm start on a fresh clone (s)');
  console.log(`cold (install + build + migrate + serve): ${cold.toFixed(1)}`);
  console.log(`warm restart (nothing changed):          ${warm.toFixed(1)}`);
}

if (wanted('memory')) printServerMemory(await measureServerMemory());

if (wanted('landing')) {
  const figures = await measureLanding();
  console.log(
    '\nLanding page (Lighthouse 13, desktop preset) vs a static copy of the same content',
  );
  console.log('page          performance  accessibility  best practices  SEO');
  for (const [name, scores] of [
    ['/', figures.landing],
    ['static copy', figures.staticCopy],
  ] as const) {
    if (!scores) continue;
    console.log(
      `${name.padEnd(13)} ${String(scores.performance).padStart(11)}  ${String(scores.accessibility).padStart(13)}  ${String(scores.bestPractices).padStart(14)}  ${String(scores.seo).padStart(3)}`,
    );
  }
  if (figures.performanceRatio !== undefined)
    console.log(`performance ratio (/ over static): ${figures.performanceRatio.toFixed(2)}`);
  const t = figures.transfer;
  console.log(
    `gzipped JS+CSS before ${t.before}: ${t.gzipKb} KB in ${t.files} files (goal ≤ 200 KB)`,
  );
  if (figures.note) console.log(figures.note);
}

if (wanted('auth')) {
  const figures = await measureAuthLatency();
  console.log('\nLogin and refresh latency, 20 concurrent clients on loopback (ms)');
  console.log(`argon2id ${figures.argon2}`);
  console.log(`login   median ${figures.login.median}  p99 ${figures.login.p99}`);
  console.log(`refresh median ${figures.refresh.median}  p99 ${figures.refresh.p99}`);
}

if (wanted('parse')) {
  const accuracy = await measureAccuracy(repoRoot);
  console.log('\nParser accuracy over ../shared/corpus (score.py)');
  console.log('format            files  attribution  wer_all  worst attribution  worst wer_all');
  for (const r of accuracy.formats) {
    console.log(
      `${r.format.padEnd(17)} ${String(r.files).padStart(5)}  ${r.attribution.toFixed(4).padStart(11)}  ${r.werAll.toFixed(4).padStart(7)}  ${r.worstAttribution.toFixed(4).padStart(17)}  ${r.worstWer.toFixed(4).padStart(13)}`,
    );
  }
  const m = accuracy.movieparse;
  console.log(
    `movieparse: ${m.files} excerpts, mean ${m.mean.toFixed(3)}; worst five: ${m.worst.map((w) => `${w.name} ${w.attribution.toFixed(3)}`).join(', ')}`,
  );
  // What the command costs as a whole process, and its memory on long lines.
  printWholeProcess(measureWholeProcess(repoRoot));
  console.log('\nWhich reader reads each corpus PDF (fast: our own; pdf.js: left to it, and why)');
  for (const r of await compareReaders(corpusDir(repoRoot)))
    console.log(
      `${r.file.padEnd(41)} ${r.leftToPdfJs ? `pdf.js (${r.leftToPdfJs})` : 'fast'}, rows ${r.sameRows ? 'the same as' : 'NOT the same as'} pdf.js's`,
    );
}

if (wanted('voices')) {
  printVoices(await measureVoices());
  printNeural(await measureNeural());
}

// "Direct the read": voice gender against the gender the action states, over the corpus.
if (wanted('casting')) printCastingGender(measureCastingGender(repoRoot));

// Big Fish voiced in full, then a draft with ten changed lines: a few minutes, so only by name.
if (only.includes('drafts')) printDrafts(await measureDrafts(repoRoot));

// Big Fish's runtime, estimated against measured after a full generation: only by name.
if (only.includes('runtime')) printRuntime(await measureRuntime(repoRoot));

// Big Fish voiced end to end takes minutes: only when asked for by name.
if (only.includes('voices-full')) printBigFish(await measureBigFish(repoRoot));

// (scale out): `npm run bench -- load [--duration S] [--deployment embedded|postgres]`, 60 s per
// deployment by default.
if (wanted('load')) {
  const args = process.argv.slice(2);
  const durationS = durationFromArgs(args);
  printLoad(await measureLoad({ durationS, deployments: deploymentsFromArgs(args) }), durationS);
}

// Audio seconds per wall second with 1 and 2 worker processes (a few minutes).
if (wanted('workers')) printSynthesis(await measureSynthesis());

if (wanted('audiolib')) printAudioLib(await measureAudioLib());

// Asks for it with the parse figures: a 120-page PDF from upload to scenes.
if (wanted('upload') || only.includes('parse')) {
  const figures = await measureUploadToScenes(repoRoot);
  const s = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    `\nUpload to scenes through the API: ${figures.file} (${figures.pages} pages, ${figures.lines} lines), median of ${figures.runs.length} (s)`,
  );
  console.log('upload  confirm  parse  write  total (goal ≤ 3 s)');
  for (const r of [...figures.runs, figures.median])
    console.log(
      `${s(r.upload).padStart(6)}  ${s(r.confirm).padStart(7)}  ${s(r.parse).padStart(5)}  ${s(r.write).padStart(5)}  ${s(r.total).padStart(5)}${r === figures.median ? '  median' : ''}`,
    );
  console.log(
    `parse = the parse child (a fresh process) + the charge; the same file parsed in-process after a warm-up: ${s(figures.inProcessParse)} s; load average ${figures.load.toFixed(1)}`,
  );
}

/**
 * `npm run test:corpus`: parses every file of ../shared/corpus, scores it with the corpus's
 * score.py and fails when a rendered format misses the gate of (dialogue-word
 * attribution ≥ 0.99, wer_all ≤ 0.02, PDF page counts exact) or a single rendered file misses
 * attribution ≥ 0.99 or wer_all ≤ 0.01, or when the fast PDF reader leaves a corpus PDF to pdf.js
 * or reads other rows than pdf.js does. The real-world excerpts
 * (movieparse) are reported against their goals but do not fail the run.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { corpusDir } from '../bench/parsing/corpus';
import { byFormat, evaluate } from '../bench/parsing/evaluate';
import { compareReaders } from '../bench/parsing/readers-agree';

const GATED = ['pdf', 'txt', 'docx-styled', 'docx-monospace', 'fdx', 'fountain'];
const MIN_ATTRIBUTION = 0.99;
const MAX_WER = 0.02;
const MAX_FILE_WER = 0.01;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = corpusDir(repoRoot);
if (!existsSync(path.join(corpus, 'score.py'))) {
  console.error(`No corpus at ${corpus} (expected ../shared/corpus beside the repository).`);
  process.exit(1);
}

const started = Date.now();
const results = await evaluate(corpus);
const failures: string[] = [];
// Every check made, so the closing line counts them the way a test runner counts tests.
let checks = 0;
const fmt = (n: number) => n.toFixed(4);

for (const r of results) {
  const id = `${r.case.format} ${r.case.name}.${r.case.variant}`;
  checks += r.expectedPages === undefined ? 1 : 2;
  if (r.error) failures.push(`${id}: ${r.error}`);
  if (r.expectedPages !== undefined && r.pageCount !== r.expectedPages)
    failures.push(`${id}: page_count ${r.pageCount}, the PDF has ${r.expectedPages}`);
  const s = r.score;
  if (!s || !GATED.includes(r.case.format)) continue;
  // Every rendered file is in the gate on its own, not only its format's word-weighted mean.
  checks += 1;
  if (s.dialogue_word_attribution_acc < MIN_ATTRIBUTION || s.wer_all > MAX_FILE_WER)
    failures.push(
      `${id}: attribution ${fmt(s.dialogue_word_attribution_acc)}, wer_all ${fmt(s.wer_all)}`,
    );
}
// The gate is per format, words weighted across the five scripts.
for (const f of byFormat(results).filter((row) => GATED.includes(row.format))) {
  checks += 2;
  if (f.attribution < MIN_ATTRIBUTION)
    failures.push(`${f.format}: attribution ${fmt(f.attribution)}`);
  if (f.werAll > MAX_WER) failures.push(`${f.format}: wer_all ${fmt(f.werAll)}`);
}

// The fast PDF reader must read every corpus PDF itself, to the rows pdf.js reads.
for (const check of await compareReaders(corpus)) {
  checks += 1;
  if (check.leftToPdfJs) failures.push(`pdf ${check.file}: left to pdf.js (${check.leftToPdfJs})`);
  else if (!check.sameRows) failures.push(`pdf ${check.file}: rows differ from pdf.js's`);
}

console.log('\nformat            files  attribution  wer_all   worst attribution  worst wer_all');
for (const f of byFormat(results).sort((a, b) => a.format.localeCompare(b.format))) {
  const gate = GATED.includes(f.format) ? '' : '  (not gated)';
  console.log(
    `${f.format.padEnd(17)} ${String(f.files).padStart(5)}  ${fmt(f.attribution).padStart(11)}  ${fmt(f.werAll)}   ${fmt(f.worstAttribution).padStart(17)}  ${fmt(f.worstWer).padStart(13)}${gate}`,
  );
}
const real = results.filter((r) => r.case.format === 'movieparse' && r.score);
const att = real.map((r) => r.score!.dialogue_word_attribution_acc);
console.log(
  `\nmovieparse: mean ${fmt(att.reduce((a, b) => a + b, 0) / (att.length || 1))} (goal ≥ 0.93), worst ${fmt(Math.min(...att))} (goal ≥ 0.80)`,
);
console.log(`${results.length} files, ${((Date.now() - started) / 1000).toFixed(0)} s`);

if (failures.length) {
  console.error(`\n${failures.length} failure(s):\n  ${failures.join('\n  ')}`);
} else {
  console.log('corpus gate passed');
}
console.log(`corpus: ${checks - failures.length} passed, ${failures.length} failed`);
// `npm test` adds these to its closing count.
if (process.env.CORPUS_REPORT)
  writeFileSync(
    process.env.CORPUS_REPORT,
    JSON.stringify({ passed: checks - failures.length, failed: failures.length }),
  );
process.exit(failures.length ? 1 : 0);

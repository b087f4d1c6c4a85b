/**
 * Directing the read: Big Fish's runtime estimated before generating against the
 * runtime measured after, per scene — the mean absolute error (goal ≤ 15 %). Through the HTTP API
 * of an app in this process on PGlite, as `npm start` runs; Big Fish is written as Fountain from
 * the corpus PDF's parsed lines at bench time. Figures only — nothing fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { RuntimeData } from '../../packages/api/src/contract/read';
import type { AudioScene } from '../../packages/api/src/contract';

import { LINE_PAUSE_MS } from '../../packages/server/src/lib/audio/audio-format';
import { parseScript } from '../../packages/server/src/parsing/index';
import { fountain } from '../drafts/drafts';
import { corpusDir } from '../parsing/corpus';
import { startBenchApp } from '../support/bench-app';

const FILE = path.join('pdf', 'Big-Fish.aw-production.pdf');

export type RuntimeFigures = {
  scenes: number;
  estimatedS: number;
  measuredS: number;
  /** Mean over scenes of |estimated − measured| / measured. */
  meanAbsError: number;
  worst: { heading: string; estimated: number; measured: number }[];
  /** Each made line's characters against its measured seconds: what a rate is fitted on. */
  lines: LineTiming[];
  load: number;
};

export type LineTiming = { index: number; actor: string; chars: number; seconds: number };

export async function measureRuntime(repoRoot: string): Promise<RuntimeFigures> {
  const parsed = await parseScript(readFileSync(path.join(corpusDir(repoRoot), FILE)));
  const { base, call, token, close } = await startBenchApp(repoRoot, 'runtime');
  try {
    const bytes = fountain(parsed.lines);
    const signed = await call('POST', 'documents/presigned-upload', token, {
      file_name: 'Big Fish.fountain',
      file_type: '',
      file_size: bytes.length,
    });
    const target = new URL(signed.url as string, base);
    await fetch(`${base}${target.pathname}${target.search}`, {
      method: 'PUT',
      headers: signed.headers as Record<string, string>,
      body: new Uint8Array(bytes),
    });
    const id = signed.document_id as string;
    await call('POST', `documents/${id}/confirm`, token);
    await call('POST', `documents/${id}/process`, token);
    const voices = await call('GET', `scenes/document/${id}/voice-assignments`, token);
    await call('POST', `scenes/document/${id}/voice-assignments`, token, {
      assignments: Object.entries(voices.suggested as Record<string, string>).map(
        ([actor, voice_id]) => ({ actor, voice_id }),
      ),
    });
    const before = (await call('GET', `documents/${id}/runtime`, token)) as RuntimeData;
    await call('POST', `scenes/document/${id}/generate-audio`, token);
    for (;;) {
      const status = await call('GET', `scenes/document/${id}/audio-status`, token);
      if (status.overall_status === 'completed' || status.overall_status === 'error') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const after = (await call('GET', `documents/${id}/runtime`, token)) as RuntimeData;
    const urls = (await call('GET', `scenes/document/${id}/audio-urls`, token)) as {
      audio_scenes: AudioScene[];
    };
    const lines = urls.audio_scenes
      .filter((l) => l.duration_s !== null && l.dialog.trim() !== '')
      .map((l) => ({
        index: l.scene_index,
        actor: l.actor,
        chars: l.dialog.length,
        seconds: l.duration_s!,
      }));
    const pairs = before.scenes.map((s, i) => ({
      heading: s.heading,
      estimated: s.estimated_s,
      measured: after.scenes[i].measured_s ?? 0,
    }));
    const counted = pairs.filter((p) => p.measured > 0);
    const error = (p: (typeof pairs)[number]) => Math.abs(p.estimated - p.measured) / p.measured;
    return {
      scenes: counted.length,
      estimatedS: before.estimated_s,
      measuredS: after.measured_s ?? 0,
      meanAbsError: counted.reduce((sum, p) => sum + error(p), 0) / counted.length,
      worst: [...counted].sort((a, b) => error(b) - error(a)).slice(0, 3),
      lines,
      load: os.loadavg()[0],
    };
  } finally {
    await close();
  }
}

export function printRuntime(f: RuntimeFigures): void {
  const min = (s: number) => `${(s / 60).toFixed(1)} min`;
  console.log(
    `\nRuntime: Big Fish, ${f.scenes} scenes, estimated before generating vs measured after`,
  );
  console.log(`total estimated ${min(f.estimatedS)}, measured ${min(f.measuredS)}`);
  console.log(
    `per-scene mean absolute error ${(f.meanAbsError * 100).toFixed(1)} % (goal ≤ 15 %); load average ${f.load.toFixed(1)}`,
  );
  const fit = fitRate(f.lines);
  const chars = f.lines.reduce((sum, l) => sum + l.chars, 0);
  const speaking = f.lines.reduce((sum, l) => sum + l.seconds - fit.overheadMs / 1000, 0);
  console.log(
    `per line (${f.lines.length} made), beyond ${fit.overheadMs} ms of lead and tail: ${(chars / speaking).toFixed(2)} spoken chars/s (all characters over all speaking time), ${fit.charsPerS.toFixed(2)} (least squares)`,
  );
  const out = path.join(os.tmpdir(), 'castmyscript-runtime-lines.json');
  writeFileSync(out, JSON.stringify(f.lines));
  console.log(`  each line's characters and seconds: ${out}`);
  for (const w of f.worst)
    console.log(
      `  worst: ${w.heading || '(opening)'}: ${w.estimated.toFixed(1)} s vs ${w.measured.toFixed(1)} s`,
    );
}

/**
 * The speaking rate the measured lines imply: least squares, through the origin, of each line's
 * seconds beyond its fixed lead and tail silence against its characters.
 */
export function fitRate(lines: LineTiming[]): { charsPerS: number; overheadMs: number } {
  let cy = 0;
  let cc = 0;
  for (const l of lines) {
    cy += l.chars * (l.seconds - LINE_PAUSE_MS / 1000);
    cc += l.chars * l.chars;
  }
  return { charsPerS: cc / cy, overheadMs: LINE_PAUSE_MS };
}

/**
 * Voice figures for `npm run bench -- voices`: offline synthesis speed per engine as
 * audio seconds per wall second, time to the first playable line of a 20-line script through the
 * worker pool, and MP3 encoding speed. `voices-full` adds the whole of Big Fish end to end and its
 * combined MP3. Figures only — nothing fails here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import { parseScript } from '../../packages/server/src/parsing/index';
import { suggestCasting } from '../../packages/server/src/services/casting/suggest-casting';
import { createSynthesisPool } from '../../packages/server/src/adapters/tts/pool/synthesis-pool';
import {
  createVoiceEngine,
  type LineRequest,
  type VoiceEngine,
} from '../../packages/server/src/adapters/tts';
import { LINE_PAUSE_MS, SAMPLE_RATE } from '../../packages/server/src/lib/audio/audio-format';
import { corpusDir } from '../parsing/corpus';

export const SAMPLE_LINES = [
  'INT. KITCHEN - NIGHT',
  'Where were you last night? I waited up until two.',
  'Out by the river. The fish bite best in the dark, everybody knows that.',
  'Everybody but me, apparently.',
  'He sets the bucket down. Water slops over the rim onto the clean floor.',
  'You could have called.',
  'There is no telephone at the river, Sandra.',
];

const ENGINES: { name: string; voices: string[] }[] = [
  {
    name: 'Flite natural (slt, rms, awb)',
    voices: ['offline-sally', 'offline-robert', 'offline-alan'],
  },
  { name: 'Flite diphone (kal16, kal)', voices: ['offline-kevin', 'offline-dispatch'] },
  { name: 'eSpeak-NG', voices: ['offline-edward', 'offline-fiona', 'offline-vinnie'] },
];

const seconds = (ms: number) => (ms / 1000).toFixed(2);

export interface VoiceFigures {
  engines: { name: string; audioS: number; wallS: number; realtime: number }[];
  pool: { threads: number; audioS: number; wallS: number; realtime: number; cpuS: number };
  firstLine: { coldMs: number; warmMs: number; allMs: number; lines: number };
  mp3: { audioS: number; wallMs: number; realtime: number };
}

async function withEngine<T>(
  threads: number,
  use: (engine: VoiceEngine) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-bench-voices-'));
  const engine = createVoiceEngine({ previewDir: dir, pool: { size: threads } });
  try {
    return await use(engine);
  } finally {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const lineAudioS = (durationMs: number) => (durationMs - LINE_PAUSE_MS) / 1000;

async function engineSpeed(name: string, voices: string[]) {
  // One thread: the speed of one core.
  return withEngine(1, async (engine) => {
    await engine.warm();
    for (const voiceId of voices) await engine.renderLine({ voiceId, text: SAMPLE_LINES[1] });
    let audioS = 0;
    const started = performance.now();
    for (let round = 0; round < 2; round++)
      for (const voiceId of voices)
        for (const text of SAMPLE_LINES) {
          const line = await engine.renderLine({ voiceId, text });
          audioS += lineAudioS(line.durationMs);
        }
    const wallS = (performance.now() - started) / 1000;
    return { name, audioS, wallS, realtime: audioS / wallS };
  });
}

function twentyLines(): LineRequest[] {
  const cast = [
    'offline-robert',
    'offline-sally',
    'offline-alan',
    'offline-edward',
    'offline-fiona',
  ];
  return Array.from({ length: 20 }, (_, i) => ({
    voiceId: cast[i % cast.length],
    text: SAMPLE_LINES[i % SAMPLE_LINES.length],
    role: i % SAMPLE_LINES.length === 0 ? ('narrator' as const) : ('character' as const),
  }));
}

async function firstLine(threads: number) {
  const script = twentyLines();
  // Cold: a fresh engine, threads and engines not started yet, as after a server start.
  const cold = await withEngine(threads, async (engine) => {
    const started = performance.now();
    let first = 0;
    await engine.renderLines(script, (index) => {
      if (index === 0) first = performance.now() - started;
    });
    return { first, all: performance.now() - started };
  });
  const warm = await withEngine(threads, async (engine) => {
    await engine.warm();
    const started = performance.now();
    let first = 0;
    await engine.renderLines(script, (index) => {
      if (index === 0) first = performance.now() - started;
    });
    return first;
  });
  return { coldMs: cold.first, warmMs: warm, allMs: cold.all, lines: script.length };
}

async function mp3Speed() {
  const pool = createSynthesisPool({ size: 1 });
  try {
    const audioS = 60;
    const samples = new Float32Array(audioS * SAMPLE_RATE);
    for (let i = 0; i < samples.length; i++)
      samples[i] = 0.3 * Math.sin((2 * Math.PI * 180 * i) / SAMPLE_RATE) * Math.sin(i / 4000);
    await pool.run({ kind: 'encode', samples: samples.subarray(0, SAMPLE_RATE) });
    const started = performance.now();
    await pool.run({ kind: 'encode', samples });
    const wallMs = performance.now() - started;
    return { audioS, wallMs, realtime: audioS / (wallMs / 1000) };
  } finally {
    await pool.close();
  }
}

export async function measureVoices(): Promise<VoiceFigures> {
  const engines = [];
  for (const e of ENGINES) engines.push(await engineSpeed(e.name, e.voices));
  const threads = createSynthesisPool().size;
  const pool = await withEngine(threads, async (engine) => {
    await engine.warm();
    const script = [...twentyLines(), ...twentyLines()];
    const started = performance.now();
    const cpu = process.cpuUsage();
    const outcomes = await engine.renderLines(script);
    const wallS = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const audioS = outcomes.reduce((n, o) => n + (o.ok ? lineAudioS(o.value.durationMs) : 0), 0);
    return {
      threads,
      audioS,
      wallS,
      realtime: audioS / wallS,
      cpuS: (used.user + used.system) / 1e6,
    };
  });
  return { engines, pool, firstLine: await firstLine(threads), mp3: await mp3Speed() };
}

export interface BigFishFigures {
  /** CPU seconds of the whole process (all threads) while the lines were made. */
  cpuS: number;
  lines: number;
  characters: number;
  threads: number;
  firstLineMs: number;
  totalS: number;
  audioMinutes: number;
  failed: number;
  combineMs: number;
  combinedMb: number;
}

/** The whole of Big Fish, parsed, cast and voiced end to end, then joined into one MP3. */
export async function measureBigFish(repoRoot: string): Promise<BigFishFigures> {
  const file = path.join(corpusDir(repoRoot), 'pdf', 'Big-Fish.aw-production.pdf');
  const { lines } = await parseScript(readFileSync(file));
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l.actor, (counts.get(l.actor) ?? 0) + 1);
  const threads = createSynthesisPool().size;
  return withEngine(threads, async (engine) => {
    const casting = suggestCasting(
      [...counts].map(([name, n]) => ({ name, lines: n })),
      await engine.catalogue(),
    );
    const voiceOf = new Map(casting.map((c) => [c.actor, c.voiceId]));
    const requests: LineRequest[] = lines.map((l) => ({
      voiceId: voiceOf.get(l.actor)!,
      text: l.dialog,
      role: l.actor === 'narrator' ? 'narrator' : 'character',
    }));
    const started = performance.now();
    const cpu = process.cpuUsage();
    let firstLineMs = 0;
    const outcomes = await engine.renderLines(requests, (index) => {
      if (index === 0) firstLineMs = performance.now() - started;
    });
    const totalS = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuS = (used.user + used.system) / 1e6;
    const mp3s = outcomes.flatMap((o) => (o.ok ? [o.value.mp3] : []));
    const joinStarted = performance.now();
    const joined = await engine.combine(mp3s, {
      chapters: lines.flatMap((l, index) =>
        l.kind === 'scene_heading' ? [{ index, title: l.dialog }] : [],
      ),
    });
    return {
      cpuS,
      lines: lines.length,
      characters: counts.size,
      threads,
      firstLineMs,
      totalS,
      audioMinutes: joined.durationMs / 60_000,
      failed: outcomes.length - mp3s.length,
      combineMs: performance.now() - joinStarted,
      combinedMb: joined.bytes.length / 1024 / 1024,
    };
  });
}

/** Wall-clock figures on a shared machine mean little without how busy it was. */
const load = () => `load average ${loadavg()[0].toFixed(1)}`;

export function printVoices(f: VoiceFigures): void {
  console.log(`\nVoices (${load()})`);
  console.log(
    'Offline synthesis, one thread (audio seconds per wall second, whole line chain + MP3)',
  );
  for (const e of f.engines)
    console.log(
      `${e.name.padEnd(32)} ${e.realtime.toFixed(1).padStart(6)}x  (${e.audioS.toFixed(0)} s audio in ${e.wallS.toFixed(1)} s)`,
    );
  console.log(
    `pool of ${f.pool.threads} threads, mixed voices   ${f.pool.realtime.toFixed(1).padStart(6)}x  (${f.pool.audioS.toFixed(0)} s audio in ${f.pool.wallS.toFixed(1)} s)`,
  );
  console.log(
    `CPU cost: ${(f.pool.audioS / f.pool.cpuS).toFixed(0)} audio s per CPU s (all threads) → ${((f.pool.threads * f.pool.audioS) / f.pool.cpuS).toFixed(0)}x real time on ${f.pool.threads} idle cores`,
  );
  console.log(
    `20-line script: first line ready ${seconds(f.firstLine.coldMs)} s cold (threads and engines starting), ${seconds(f.firstLine.warmMs)} s warm (goal ≤ 5 s); all 20 in ${seconds(f.firstLine.allMs)} s`,
  );
  console.log(
    `MP3 encoding (LAME WASM, 48 kbit/s CBR mono): ${f.mp3.realtime.toFixed(0)}x real time`,
  );
}

export function printBigFish(f: BigFishFigures): void {
  console.log(
    `\nBig Fish end to end: ${f.lines} lines, ${f.characters} characters, ${f.threads} threads (${load()})`,
  );
  console.log(
    `first line ready ${seconds(f.firstLineMs)} s (goal ≤ 5 s); all lines ${f.totalS.toFixed(1)} s (goal ≤ 240 s); ${f.failed} failed`,
  );
  console.log(
    `audio ${f.audioMinutes.toFixed(1)} min; combined MP3 in ${seconds(f.combineMs)} s (goal ≤ 5 s), ${f.combinedMb.toFixed(1)} MB`,
  );
  // Wall time on a shared machine depends on the neighbours; CPU time does not.
  console.log(
    `CPU ${f.cpuS.toFixed(0)} s (all threads): ${((f.audioMinutes * 60) / f.cpuS).toFixed(0)} audio s per CPU s → about ${(f.cpuS / f.threads).toFixed(0)} s on ${f.threads} idle cores`,
  );
}

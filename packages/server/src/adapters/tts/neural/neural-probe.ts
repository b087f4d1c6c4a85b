/**
 * Tries a model once in a child process before any worker thread loads it. sherpa-onnx ends the
 * whole process (not just a thread) on some malformed models (a missing metadata key, an
 * unexpected input), so a broken voice folder must fail somewhere expendable: the voice is left
 * out of the catalogue with the reason, and the app never sees the crash.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

import { type NeuralModel, sherpaConfig } from './neural-settings';

export interface ProbeResult {
  sampleRate: number;
  speakers: number;
}

const PROBE_TIMEOUT_MS = 60_000;

// Plain CommonJS run by `node -e`: no TypeScript loader needed in the child.
const SCRIPT = `
const [addon, config] = process.argv.slice(-2);
const sherpa = require(addon);
const tts = new sherpa.OfflineTts(JSON.parse(config));
const audio = tts.generate({ text: 'Ready.', sid: 0, speed: 1 });
if (!(audio.samples.length > 0)) throw new Error('the model made no audio');
process.stdout.write(JSON.stringify({ sampleRate: tts.sampleRate, speakers: tts.numSpeakers }));
`;

// Jest runs this file as CommonJS (__dirname); tsx and the bundle run it as ESM.
const here = (): string =>
  typeof __dirname === 'string' ? __dirname : path.dirname(new URL(import.meta.url).pathname);

/** The last meaningful line sherpa-onnx or Node wrote: why the model failed, in its words. */
function reasonOf(stderr: string, fallback: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at ') && !/^node:|^\^|^Node\.js v/.test(l));
  const sherpaLine = lines.find((l) => /does not exist|error|not found|invalid|expect/i.test(l));
  return (sherpaLine ?? lines.at(-1) ?? fallback).slice(0, 300);
}

export function probeModel(model: NeuralModel): Promise<ProbeResult> {
  const addon = createRequire(path.join(here(), 'noop.js')).resolve('sherpa-onnx-node');
  const args = ['-e', SCRIPT, addon, JSON.stringify(sherpaConfig(model))];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 1 << 20 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(reasonOf(stderr, error.message)));
        try {
          const result = JSON.parse(stdout) as ProbeResult;
          if (!(result.sampleRate > 0)) throw new Error('no sample rate');
          resolve(result);
        } catch {
          reject(new Error(`the model gave no usable answer: ${stdout.slice(0, 200)}`));
        }
      },
    );
  });
}

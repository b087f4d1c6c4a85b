/**
 * What a worker thread does with each job. Runs only inside the pool's workers: the engines and
 * codecs are ES modules with WASM, loaded once per thread.
 */
import { SAMPLE_RATE } from '../../../lib/audio/audio-format';
import { loadAudioWasm } from '../../../lib/audio/audio-wasm';
import { finishLine } from '../../../lib/audio/finish-line';
import { decodeMp3 } from '../../../lib/audio/mp3-decode';
import { encodeMp3 } from '../../../lib/audio/mp3-encode';
import { readMp3 } from '../../../lib/audio/mp3-frames';
import { resample } from '../../../lib/audio/resample';
import { toInt16le } from '../../../lib/audio/wav';
import { neuralSynthesize } from '../neural/neural-synthesize';
import type { NeuralSettings } from '../neural/neural-settings';
import { espeak } from '../offline/espeak-engine';
import { synthesizeOffline } from '../offline/offline-synthesize';
import type { Delivery, Synthesis } from '../tts-port';
import type { Job, JobResults, RenderedLine, TimedLine } from './pool-protocol';

async function toLine(samples: Float32Array): Promise<RenderedLine> {
  const mp3 = await encodeMp3(samples);
  return { mp3, durationMs: readMp3(mp3).durationMs };
}

/** A line with nothing to say (a transition, an empty parenthetical) still gets its pause. */
const silence = (): Synthesis => ({
  samples: new Float32Array(0),
  sampleRate: SAMPLE_RATE,
  residualSpeed: 1,
});

async function render(
  voiceId: string,
  text: string,
  speed: number,
  delivery?: Delivery,
): Promise<RenderedLine> {
  const synthesis = text.trim() ? await synthesizeOffline(voiceId, text, speed) : silence();
  return toLine(finishLine(synthesis, { delivery }));
}

async function renderNeural(
  settings: NeuralSettings,
  text: string,
  speed: number,
  delivery?: Delivery,
): Promise<TimedLine> {
  const started = performance.now();
  const synthesis = text.trim() ? neuralSynthesize(settings, text, speed) : silence();
  const synthesisMs = performance.now() - started;
  const speechMs = (synthesis.samples.length / synthesis.sampleRate) * 1000;
  return { ...(await toLine(finishLine(synthesis, { delivery }))), synthesisMs, speechMs };
}

async function warm(): Promise<{ ms: number }> {
  const started = performance.now();
  await espeak();
  await render('offline-robert', 'Ready.', 1);
  await render('offline-edward', 'Ready.', 1);
  return { ms: performance.now() - started };
}

const testing = () => process.env.NODE_ENV === 'test';

function sleepJob(ms: number, tag: number, counter?: SharedArrayBuffer) {
  const c = counter ? new Int32Array(counter) : new Int32Array(3);
  const started = Atomics.add(c, 0, 1);
  const running = Atomics.add(c, 1, 1) + 1;
  for (let most = Atomics.load(c, 2); running > most; most = Atomics.load(c, 2))
    if (Atomics.compareExchange(c, 2, most, running) === most) break;
  // Blocks the thread, as a synthesis does.
  const until = performance.now() + ms;
  while (performance.now() < until);
  Atomics.sub(c, 1, 1);
  return { tag, started };
}

export async function runJob(job: Job): Promise<JobResults[Job['kind']]> {
  // The resampler and the time-stretch load once per thread; a no-op after the first job.
  await loadAudioWasm();
  switch (job.kind) {
    case 'render':
      return render(job.voiceId, job.text, job.speed, job.delivery);
    case 'synthesize':
      return synthesizeOffline(job.voiceId, job.text, job.speed);
    case 'neural-render':
      return renderNeural(job.settings, job.text, job.speed, job.delivery);
    case 'neural-synthesize':
      return neuralSynthesize(job.settings, job.text, job.speed);
    case 'finish':
      return toLine(finishLine(job.synthesis, { delivery: job.delivery }));
    case 'decode': {
      const { samples, sampleRate } = await decodeMp3(job.mp3);
      if (!job.toRate) return { samples, sampleRate };
      return { samples: resample(samples, sampleRate, job.toRate), sampleRate: job.toRate };
    }
    case 'pcm16': {
      const { samples, sampleRate } = await decodeMp3(job.mp3);
      return { bytes: toInt16le(resample(samples, sampleRate, SAMPLE_RATE), job.frames) };
    }
    case 'encode':
      return toLine(job.samples);
    case 'warm':
      return warm();
    case 'test-crash':
      if (testing()) {
        // An uncaught error ends the thread, as a WASM abort would.
        setImmediate(() => {
          throw new Error('simulated engine crash');
        });
        return new Promise<never>(() => undefined);
      }
      break;
    case 'test-throw':
      if (testing()) throw new Error(job.message);
      break;
    case 'test-sleep':
      if (testing()) return sleepJob(job.ms, job.tag, job.counter);
      break;
  }
  throw new Error(`Unknown job ${(job as Job).kind}`);
}

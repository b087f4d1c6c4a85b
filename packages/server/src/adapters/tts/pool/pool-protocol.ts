/**
 * Messages between the synthesis pool and its worker threads. Every job is CPU work that would
 * block the event loop for 25–300 ms: synthesis, the audio chain, MP3 encoding and decoding.
 */
import type { NeuralSettings } from '../neural/neural-settings';
import type { Delivery, Pcm, RenderedLine, Synthesis } from '../tts-port';

export type { RenderedLine };

export type Job =
  /** Offline voice: synthesis, audio chain and MP3 in one trip. */
  | { kind: 'render'; voiceId: string; text: string; speed: number; delivery?: Delivery }
  /** Offline voice: raw synthesis at the engine's rate (the port's `synthesize`). */
  | { kind: 'synthesize'; voiceId: string; text: string; speed: number }
  /** Neural voice: the same one trip, with the model files named (they live outside the app). */
  | {
      kind: 'neural-render';
      settings: NeuralSettings;
      text: string;
      speed: number;
      delivery?: Delivery;
    }
  | { kind: 'neural-synthesize'; settings: NeuralSettings; text: string; speed: number }
  /** A provider's PCM through the audio chain to MP3. */
  | { kind: 'finish'; synthesis: Synthesis; delivery?: Delivery }
  /** To PCM, resampled to `toRate` when given. */
  | { kind: 'decode'; mp3: Uint8Array; toRate?: number }
  /** To 16-bit PCM at the internal rate, exactly `frames` long (a WAV body, streamed line by line). */
  | { kind: 'pcm16'; mp3: Uint8Array; frames: number }
  /** Already finished PCM at the internal rate straight to MP3 (re-encoding fallback). */
  | { kind: 'encode'; samples: Float32Array }
  /** Loads both engines and the encoder so the first real line does not pay for it. */
  | { kind: 'warm' }
  /** Test hooks, honoured only when NODE_ENV is 'test': a job that kills its worker, one that throws. */
  | { kind: 'test-crash' }
  | { kind: 'test-throw'; message: string }
  /**
   * Blocks its thread for `ms`. With `counter` (Int32 [started, running, most running]) it
   * records the order jobs really started in and how many ran at once.
   */
  | { kind: 'test-sleep'; ms: number; tag: number; counter?: SharedArrayBuffer };

/** A neural line and what it cost: the model's time and the speech it made (real-time factor). */
export interface TimedLine extends RenderedLine {
  synthesisMs: number;
  speechMs: number;
}

export interface JobResults {
  render: RenderedLine;
  synthesize: Synthesis;
  'neural-render': TimedLine;
  'neural-synthesize': Synthesis;
  finish: RenderedLine;
  decode: Pcm;
  pcm16: { bytes: Uint8Array };
  encode: RenderedLine;
  warm: { ms: number };
  'test-crash': never;
  'test-throw': never;
  'test-sleep': { tag: number; started: number };
}

export type JobRequest = { id: number; job: Job };

export type JobResponse =
  | { id: number; ok: true; result: JobResults[Job['kind']] }
  | { id: number; ok: false; error: { message: string; code?: string } };

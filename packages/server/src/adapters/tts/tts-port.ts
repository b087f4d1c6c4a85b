/**
 * The text-to-speech port: all the rest of the server knows about voices. Services use the
 * `VoiceEngine` (catalogue, a line to MP3, its cache key, previews, joining); inside this folder
 * each vendor (offline engines, ElevenLabs) implements `VoicePort`, and everything they return is
 * PCM in the one internal format of `lib/audio/audio-format.ts`, so loudness, pauses, MP3 encoding
 * and joining never care which engine spoke.
 */
import type { Delivery } from '../../lib/audio/finish-line';
import type { JoinOptions, JoinedMp3 } from '../../lib/audio/mp3-join';
import type { Pcm, Synthesis } from '../../lib/audio/pcm';
import type { SpeechRole } from './text/speech-text';

export type { Delivery, Pcm, SpeechRole, Synthesis };

// The port owns the types its implementations share (the pool, the preview cache): they import
// them from here, and the port imports nothing of theirs.

/** A job's end, success or failure, as a batch reports each in order. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Error };

/** One line, ready to store and play: MP3 in the internal format. */
export interface RenderedLine {
  mp3: Uint8Array;
  /** Exact playing time of the MP3 (whole frames), pauses included. */
  durationMs: number;
}

/** What the threads are doing: jobs waiting, jobs running, jobs finished since start. */
export interface PoolLoad {
  queued: number;
  running: number;
  done: number;
}

/** A voice's preview clip: its file and its bytes. */
export interface Preview {
  path: string;
  bytes: Uint8Array;
}

/** Per-segment speeds. Other values in [0.5, 2] are accepted by the engines. */
export const SPEEDS = [0.5, 1, 1.5, 2] as const;
export type Speed = number;

export type VoiceEngineName = 'flite' | 'espeak-ng' | 'neural' | 'elevenlabs';

/** One voice as listed by `GET voices/`, plus what the casting and README need. */
export interface Voice {
  voiceId: string;
  name: string;
  /** 'female' or 'male' for every offline voice; a provider may give something else. */
  gender: string;
  /** 'young', 'middle aged' or 'old' for offline voices (the voice screen picks a picture from it). */
  age: string;
  accent: string;
  /** One honest line: how the voice actually sounds. */
  description: string;
  engine: VoiceEngineName;
  /** Set for provider voices; offline previews are served by the app (see `previewFile`). */
  previewUrl: string | null;
}

export interface SynthesisRequest {
  voiceId: string;
  /** Already cleaned for speech (`speechText`). */
  text: string;
  speed?: Speed;
  /** Neighbouring lines, for providers that use them for continuity of intonation. */
  previousText?: string;
  nextText?: string;
  /** From the line's parenthetical: level, breath, a beat before it. */
  delivery?: Delivery;
}

export interface RenderOptions {
  /** Ahead of queued lines. */
  urgent?: boolean;
  /** Aborted (the document was deleted): the line is not made, or stops if already started. */
  signal?: AbortSignal;
  /** The line's delivery, which the audio chain keeps (a whisper stays quiet). */
  delivery?: Delivery;
}

export interface VoicePort {
  /** True when this adapter owns the voice id. */
  owns(voiceId: string): boolean;
  catalogue(): Promise<Voice[]>;
  /**
   * What, besides the words and the speed, decides how this voice sounds (its engine settings, a
   * provider's model): part of every line's cache key, so no caller knows a vendor's catalogue.
   */
  keyOf(voiceId: string): unknown;
  /** Raw PCM at the engine's rate, before the audio chain. */
  synthesize(request: SynthesisRequest): Promise<Synthesis>;
  /** One line through the audio chain: levelled, padded, encoded as MP3. */
  render(request: SynthesisRequest, options?: RenderOptions): Promise<RenderedLine>;
}

/** A failure with a message safe to show and store as a line's failure reason. */
export class VoiceError extends Error {
  constructor(
    message: string,
    readonly code:
      'unknown_voice' | 'provider_failed' | 'bad_request' | 'engine_failed' | 'cancelled',
  ) {
    super(message);
    this.name = 'VoiceError';
  }
}

export interface LineRequest {
  voiceId: string;
  /** The line as written in the script; cleaned for speech here. */
  text: string;
  /** 'narrator' for scene headings and action (the `narrator` actor), else 'character'. */
  role?: SpeechRole;
  /** 0.5–2, default 1. */
  speed?: number;
  /** The neighbouring lines as written, for providers that use them for intonation. */
  previous?: { text: string; role?: SpeechRole };
  next?: { text: string; role?: SpeechRole };
  /** Ahead of queued lines: a preview or a single line re-made while the user waits. */
  urgent?: boolean;
  /** How the parenthetical asks for it to be said (part of the key). */
  delivery?: Delivery;
}

export type WavLayout = { frames: number[]; ownFrames: number[] };

export interface VoiceEngine {
  /** The voice port itself (all adapters): raw PCM at the engine's rate, no audio chain. */
  readonly port: VoicePort;
  catalogue(): Promise<Voice[]>;
  /** True when some adapter owns this id (assignments are checked with it). */
  knows(voiceId: string): boolean;
  /** Once `signal` is aborted (its document was deleted) the line stops, even half made. */
  renderLine(request: LineRequest, options?: { signal?: AbortSignal }): Promise<RenderedLine>;
  /**
   * Stable key of what `renderLine` would produce for this line (hex SHA-256): store audio under
   * it and a re-run finds the line already made. Neighbours and urgency do not change the key.
   */
  lineKey(request: Pick<LineRequest, 'voiceId' | 'text' | 'role' | 'speed' | 'delivery'>): string;
  /**
   * Many lines, started in order; `onLine` sees them in order, each as soon as it is ready. Once
   * `signal` is aborted, every line not finished yet fails as `cancelled`, the one being made too.
   */
  renderLines(
    requests: LineRequest[],
    onLine?: (index: number, outcome: Outcome<RenderedLine>) => void | Promise<void>,
    options?: { signal?: AbortSignal },
  ): Promise<Outcome<RenderedLine>[]>;
  preview(voiceId: string): Promise<Preview>;
  /** One MP3 of all parts in order, by frame concatenation (re-encoded only if formats differ). */
  combine(parts: Uint8Array[], options?: JoinOptions): Promise<JoinedMp3>;
  /** 16-bit PCM WAV of one MP3. */
  toWav(mp3: Uint8Array): Promise<Uint8Array>;
  /**
   * The WAV download of many lines, as chunks to stream (header first, then each line's PCM), so
   * a two-hour script never sits in memory as one buffer.
   */
  wavChunks(parts: Uint8Array[], gapsMs?: number[]): AsyncGenerator<Uint8Array>;
  /**
   * Where each part sits in the WAV download, in samples at the internal rate: all it takes
   * there (its own audio with the pause after it added or trimmed) and its own audio's length.
   */
  wavLayout(parts: Uint8Array[], gapsMs?: number[]): WavLayout;
  /** One part as the WAV download holds it: 16-bit mono PCM at the internal rate, `frames` long. */
  pcm16(mp3: Uint8Array, frames: number): Promise<Uint8Array>;
  /**
   * Seconds of synthesis per second of speech a neural voice has shown on this machine, once it
   * has made its first lines; undefined for other voices and before then.
   */
  realTimeFactor(voiceId: string): number | undefined;
  /** Starts the worker threads and loads the engines ahead of the first line. */
  warm(): Promise<void>;
  /** Jobs waiting for and running on the worker threads, and those finished (metrics, tests). */
  load(): PoolLoad;
  close(): Promise<void>;
}

/**
 * Voice port: what the rest of the server knows about text-to-speech. Adapters (offline engines,
 * ElevenLabs) implement it; everything they return is PCM in the one internal format of
 * `audio-format.ts`, so loudness, pauses, MP3 encoding and joining never care which engine spoke.
 */

/** Spec 2 §3: per-segment speeds. Other values in [0.5, 2] are accepted by the engines. */
export const SPEEDS = [0.5, 1, 1.5, 2] as const;
export type Speed = number;

export type VoiceEngineName = 'flite' | 'espeak-ng' | 'elevenlabs';

/** One voice as listed by `GET voices/` (spec 2 §3), plus what the casting and README need. */
export interface Voice {
  voice_id: string;
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
  preview_url: string | null;
}

/** PCM, mono, float samples in [-1, 1]. */
export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
}

export interface SynthesisRequest {
  voiceId: string;
  /** Already cleaned for speech (`speechText`). */
  text: string;
  speed?: Speed;
  /** Neighbouring lines, for providers that use them for continuity of intonation. */
  previousText?: string;
  nextText?: string;
}

/**
 * What a synthesis produced. `residualSpeed` is the part of the requested speed the engine could
 * not do natively (1 when it could): the audio chain time-stretches by it.
 */
export interface Synthesis extends Pcm {
  residualSpeed: number;
}

export interface VoicePort {
  /** True when this adapter owns the voice id. */
  owns(voiceId: string): boolean;
  catalogue(): Promise<Voice[]>;
  synthesize(request: SynthesisRequest): Promise<Synthesis>;
}

/** A failure with a message safe to show and store as a line's failure reason. */
export class VoiceError extends Error {
  constructor(
    message: string,
    readonly code: 'unknown_voice' | 'provider_failed' | 'bad_request' | 'engine_failed',
  ) {
    super(message);
    this.name = 'VoiceError';
  }
}

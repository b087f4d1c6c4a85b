/**
 * Voice port: what the rest of the server knows about text-to-speech. Adapters (offline engines,
 * ElevenLabs) implement it; everything they return is PCM in the one internal format of
 * `audio-format.ts`, so loudness, pauses, MP3 encoding and joining never care which engine spoke.
 */

import type { Pcm, Synthesis } from './audio/pcm';
import type { RenderedLine } from './pool/pool-protocol';

export type { Pcm, Synthesis };

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

export interface SynthesisRequest {
  voiceId: string;
  /** Already cleaned for speech (`speechText`). */
  text: string;
  speed?: Speed;
  /** Neighbouring lines, for providers that use them for continuity of intonation. */
  previousText?: string;
  nextText?: string;
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
  render(request: SynthesisRequest, options?: { urgent?: boolean }): Promise<RenderedLine>;
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

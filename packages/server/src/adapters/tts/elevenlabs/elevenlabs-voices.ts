/**
 * The ElevenLabs adapter of the voice port (used when ELEVENLABS_API_KEY is set), on their
 * documented REST API: `GET /v1/voices` for the catalogue (labels accent, age, gender and a
 * preview_url each), `POST /v1/text-to-speech/{voice_id}` with `model_id`, `voice_settings` and
 * `previous_text`/`next_text` for continuity. Audio is asked for as raw 16-bit PCM at the
 * internal rate, so it goes through the same chain and encoder as the offline voices.
 */
import { SAMPLE_RATE } from '../../../lib/audio/audio-format';
import { int16leToFloat } from '../../../lib/audio/wav';
import {
  type Delivery,
  type RenderOptions,
  type Synthesis,
  type SynthesisRequest,
  type Voice,
  type VoicePort,
  VoiceError,
} from '../tts-port';
import { createElevenLabsHttp } from './elevenlabs-http';
import { createLimiter } from './limiter';
import type { RenderedLine } from '../pool/pool-protocol';

export const ELEVENLABS_PREFIX = 'elevenlabs-';

export interface ElevenLabsOptions {
  /** The audio chain for a synthesis (level, pauses, MP3), run on the engine's worker threads. */
  finish?: (synthesis: Synthesis, options?: RenderOptions) => Promise<RenderedLine>;
  apiKey: string;
  baseUrl?: string;
  modelId?: string;
  /** Concurrent requests the plan allows (Free 2 … Scale 15). */
  concurrency?: number;
  retries?: number;
  backoffMs?: number;
  /** How long the voice list is reused before asking again. */
  catalogueTtlMs?: number;
}

interface ApiVoice {
  voice_id: string;
  name: string;
  description?: string | null;
  preview_url?: string | null;
  labels?: Record<string, string | undefined>;
}

// Their documented speed range; the rest of a requested speed is time-stretched.
const MIN_NATIVE_SPEED = 0.7;
const MAX_NATIVE_SPEED = 1.2;

const words = (s?: string) => (s ?? '').replace(/[_-]+/g, ' ').trim();
const capitalise = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

export function toVoice(v: ApiVoice): Voice {
  const labels = v.labels ?? {};
  const description =
    words(labels.description) ||
    v.description?.trim() ||
    words(labels.use_case ?? labels['use case']);
  return {
    voiceId: ELEVENLABS_PREFIX + v.voice_id,
    name: v.name,
    gender: words(labels.gender).toLowerCase(),
    age: words(labels.age).toLowerCase(),
    accent: capitalise(words(labels.accent)),
    description: description
      ? `${description[0].toUpperCase()}${description.slice(1).replace(/[.\s]+$/, '')} (ElevenLabs).`
      : 'ElevenLabs voice.',
    engine: 'elevenlabs',
    previewUrl: v.preview_url ?? null,
  };
}

/**
 * The delivery a parenthetical asks for, told the way the model understands it: Eleven v3 takes
 * audio tags in the text; earlier models take a looser, more expressive setting for a shout.
 */
function cued(text: string, tone: Delivery['tone'], modelId: string): string {
  if (!tone || !modelId.startsWith('eleven_v3')) return text;
  return `${tone === 'whisper' ? '[whispers]' : '[shouts]'} ${text}`;
}

const settingsFor = (tone: Delivery['tone']) =>
  tone === 'shout'
    ? { stability: 0.3, similarity_boost: 0.75, style: 0.6 }
    : { stability: 0.5, similarity_boost: 0.75 };

export function createElevenLabsVoices(options: ElevenLabsOptions): VoicePort {
  const request = createElevenLabsHttp({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl ?? 'https://api.elevenlabs.io',
    retries: options.retries ?? 4,
    backoffMs: options.backoffMs ?? 500,
  });
  const limit = createLimiter(options.concurrency ?? 2);
  const modelId = options.modelId ?? 'eleven_multilingual_v2';
  const ttl = options.catalogueTtlMs ?? 10 * 60_000;
  let cached: { at: number; voices: Promise<Voice[]> } | undefined;

  async function fetchCatalogue(): Promise<Voice[]> {
    const response = await limit(() => request('/v1/voices'));
    const body = (await response.json()) as { voices?: ApiVoice[] };
    return (body.voices ?? []).map(toVoice);
  }

  const port: VoicePort = {
    owns: (voiceId) => voiceId.startsWith(ELEVENLABS_PREFIX),
    // The configured model (not its default's name), as line keys have always carried it.
    keyOf: () => options.modelId ?? 'default',
    async render(line, renderOptions) {
      // Nothing to say (a line of only a parenthetical): silence, without a paid call.
      const synthesis = line.text
        ? await speak(line, renderOptions?.signal)
        : { samples: new Float32Array(0), sampleRate: SAMPLE_RATE, residualSpeed: 1 };
      if (!options.finish)
        throw new VoiceError('No audio chain to finish the line', 'engine_failed');
      // The chain keeps the delivery's level too: a whisper is not normalised back up.
      return options.finish(synthesis, { ...renderOptions, delivery: line.delivery });
    },
    catalogue() {
      if (!cached || Date.now() - cached.at > ttl) {
        const voices = fetchCatalogue();
        cached = { at: Date.now(), voices };
        // A failed fetch is not cached: the next call asks again.
        voices.catch(() => {
          if (cached?.voices === voices) cached = undefined;
        });
      }
      return cached.voices;
    },
    synthesize: (line) => speak(line),
  };

  /** One paid call; skipped when `signal` was aborted while the call waited for its turn. */
  async function speak(
    { voiceId, text, speed = 1, previousText, nextText, delivery }: SynthesisRequest,
    signal?: AbortSignal,
  ): Promise<Synthesis> {
    if (!voiceId.startsWith(ELEVENLABS_PREFIX))
      throw new VoiceError(`Unknown voice: ${voiceId}`, 'unknown_voice');
    const id = encodeURIComponent(voiceId.slice(ELEVENLABS_PREFIX.length));
    const native = Math.min(MAX_NATIVE_SPEED, Math.max(MIN_NATIVE_SPEED, speed));
    const body = JSON.stringify({
      text: cued(text, delivery?.tone, modelId),
      model_id: modelId,
      voice_settings: { ...settingsFor(delivery?.tone), speed: native },
      ...(previousText ? { previous_text: previousText } : {}),
      ...(nextText ? { next_text: nextText } : {}),
    });
    const bytes = await limit(async () => {
      if (signal?.aborted) throw new VoiceError('The line was cancelled', 'cancelled');
      const response = await request(`/v1/text-to-speech/${id}?output_format=pcm_${SAMPLE_RATE}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', accept: 'audio/pcm' },
      });
      // Read the body inside the limit: the request is in flight until it has arrived.
      return new Uint8Array(await response.arrayBuffer());
    });
    return {
      samples: int16leToFloat(bytes),
      sampleRate: SAMPLE_RATE,
      residualSpeed: speed / native,
    };
  }
  return port;
}

/**
 * The voices composition: the catalogue (offline always, neural voices from VOICE_MODELS_DIR,
 * ElevenLabs too with a key), one line from script text to a stored-ready MP3, previews, and the combined download. Services receive
 * this object; routes never touch engines, threads or codecs.
 */
import type { Logger } from '../../lib/logger';
import { MAX_SPEED, MIN_SPEED, SAMPLE_RATE } from '../../lib/audio/audio-format';
import { concatBytes } from '../../lib/audio/id3-chapters';
import {
  type JoinOptions,
  type JoinedMp3,
  Mp3MismatchError,
  joinMp3,
} from '../../lib/audio/mp3-join';
import { readMp3 } from '../../lib/audio/mp3-frames';
import { wavHeader } from '../../lib/audio/wav';
import { createCompositeVoices } from './composite-voices';
import { type ElevenLabsOptions, createElevenLabsVoices } from './elevenlabs/elevenlabs-voices';
import { lineKey } from './line-key';
import { createNeuralVoices } from './neural/neural-voices';
import { offlineVoice } from './offline/offline-catalogue';
import { createOfflineVoices } from './offline/offline-voices';
import { inOrder } from './pool/in-order';
import type { RenderedLine } from './pool/pool-protocol';
import { type PoolOptions, createSynthesisPool } from './pool/synthesis-pool';
import { createPreviewCache } from './previews/preview-cache';
import { speechText } from './text/speech-text';
import {
  type LineRequest,
  type VoiceEngine,
  type VoicePort,
  VoiceError,
  type WavLayout,
} from './tts-port';

export interface VoiceEngineOptions {
  /** Where preview clips are kept (created when needed). */
  previewDir: string;
  /** Public URL of an offline voice's preview, put in the catalogue's `previewUrl`. */
  previewUrl?: (voiceId: string) => string;
  /** VOICE_MODELS_DIR: neural voices (Piper, Kokoro) from its sub-folders; unset: none. */
  voiceModelsDir?: string;
  /** Set when ELEVENLABS_API_KEY is: adds their voices. */
  elevenLabs?: Omit<ElevenLabsOptions, 'finish'>;
  pool?: PoolOptions;
  logger?: Pick<Logger, 'warn'>;
}

export function createVoiceEngine(options: VoiceEngineOptions): VoiceEngine {
  const pool = createSynthesisPool(options.pool);
  const offline = createOfflineVoices({ pool, previewUrl: options.previewUrl });
  const neural = createNeuralVoices({
    dir: options.voiceModelsDir,
    pool,
    previewUrl: options.previewUrl,
    logger: options.logger,
  });
  const ports: VoicePort[] = [offline, neural];
  if (options.elevenLabs?.apiKey) {
    ports.push(
      createElevenLabsVoices({
        ...options.elevenLabs,
        finish: (synthesis, runOptions) =>
          pool.run({ kind: 'finish', synthesis, delivery: runOptions?.delivery }, runOptions),
      }),
    );
  }
  const voices = createCompositeVoices(ports, options.logger);

  async function renderLine(request: LineRequest, signal?: AbortSignal): Promise<RenderedLine> {
    const speed = request.speed ?? 1;
    if (!(speed >= MIN_SPEED && speed <= MAX_SPEED))
      throw new VoiceError(`Speed must be between ${MIN_SPEED} and ${MAX_SPEED}`, 'bad_request');
    if (!voices.owns(request.voiceId))
      throw new VoiceError(`Unknown voice: ${request.voiceId}`, 'unknown_voice');
    return voices.render(
      {
        voiceId: request.voiceId,
        text: speechText(request.text, request.role),
        speed,
        previousText: request.previous && speechText(request.previous.text, request.previous.role),
        nextText: request.next && speechText(request.next.text, request.next.role),
        delivery: request.delivery,
      },
      { urgent: request.urgent, signal },
    );
  }

  const previews = createPreviewCache({
    dir: options.previewDir,
    render: async (voiceId, text) => (await renderLine({ voiceId, text, urgent: true })).mp3,
    voiceOf: (voiceId) => {
      const offlineOne = offlineVoice(voiceId);
      return offlineOne
        ? { name: offlineOne.name, key: offlineOne.settings }
        : neural.describe(voiceId);
    },
  });

  async function reencode(parts: Uint8Array[], joinOptions?: JoinOptions): Promise<JoinedMp3> {
    const encoded = await Promise.all(
      parts.map(async (mp3) => {
        const { samples } = await pool.run({ kind: 'decode', mp3, toRate: SAMPLE_RATE });
        return pool.run({ kind: 'encode', samples });
      }),
    );
    return joinMp3(
      encoded.map((e) => e.mp3),
      joinOptions,
    );
  }

  /** An MP3 of silence at least `ms` long, encoded once per length needed (a few at most). */
  const silences = new Map<number, Promise<Uint8Array>>();
  function silence(ms: number): Promise<Uint8Array> {
    const seconds = Math.ceil(ms / 1000) + 1;
    let made = silences.get(seconds);
    if (!made) {
      const samples = new Float32Array(seconds * SAMPLE_RATE);
      made = pool.run({ kind: 'encode', samples }).then((r) => r.mp3);
      silences.set(seconds, made);
    }
    return made;
  }

  function wavLayout(parts: Uint8Array[], gapsMs: number[] = []): WavLayout {
    // Reading the frames refuses what is not MP3 and gives each part's exact length; the pause
    // after a part pads it with silence or trims its tail.
    const ownFrames = parts.map((mp3) => {
      const info = readMp3(mp3);
      return Math.floor((info.samples * SAMPLE_RATE) / info.sampleRate);
    });
    const frames = ownFrames.map((own, i) =>
      Math.max(0, own + Math.round(((gapsMs[i] ?? 0) * SAMPLE_RATE) / 1000)),
    );
    return { frames, ownFrames };
  }

  const pcm16 = async (mp3: Uint8Array, frames: number) =>
    (await pool.run({ kind: 'pcm16', mp3, frames })).bytes;

  async function* wavChunks(
    parts: Uint8Array[],
    gapsMs: number[] = [],
  ): AsyncGenerator<Uint8Array> {
    const { frames } = wavLayout(parts, gapsMs);
    yield wavHeader(
      frames.reduce((a, b) => a + b, 0),
      SAMPLE_RATE,
    );
    // A few lines decode ahead while the caller writes the current one.
    const ahead: Promise<Uint8Array>[] = [];
    const decode = (i: number) => {
      const job = pcm16(parts[i], frames[i]);
      // If the caller stops reading early, lines decoded ahead must not fail unobserved.
      job.catch(() => undefined);
      return job;
    };
    for (let i = 0; i < Math.min(4, parts.length); i++) ahead.push(decode(i));
    for (let i = 0; i < parts.length; i++) {
      const bytes = await ahead.shift()!;
      if (i + 4 < parts.length) ahead.push(decode(i + 4));
      yield bytes;
    }
  }

  return {
    port: voices,
    catalogue: () => voices.catalogue(),
    knows: (voiceId) => voices.owns(voiceId),
    renderLine: (request, options) => renderLine(request, options?.signal),
    lineKey: (request) => lineKey(request, voices.keyOf(request.voiceId)),
    renderLines: (requests, onLine = () => undefined, { signal } = {}) =>
      inOrder(
        requests.map((request) => renderLine(request, signal)),
        onLine,
      ),
    preview: (voiceId) => previews.get(voiceId),
    async combine(parts, joinOptions = {}) {
      const longest = Math.max(0, ...(joinOptions.gapsMs ?? []));
      if (longest > 0) joinOptions = { ...joinOptions, silence: await silence(longest) };
      try {
        return joinMp3(parts, joinOptions);
      } catch (error) {
        if (!(error instanceof Mp3MismatchError)) throw error;
        return reencode(parts, joinOptions);
      }
    },
    async toWav(mp3) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of wavChunks([mp3])) chunks.push(chunk);
      return concatBytes(chunks);
    },
    wavChunks,
    wavLayout,
    pcm16,
    realTimeFactor: (voiceId) => neural.realTimeFactor(voiceId),
    warm: () => pool.warm(),
    load: () => pool.load(),
    close: () => pool.close(),
  };
}

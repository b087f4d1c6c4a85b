/**
 * The offline adapter of the voice port: Flite and eSpeak-NG, bundled from npm, no key, no
 * network. Synthesis runs in the pool's worker threads; a whole line, chain and MP3 included,
 * is one trip there.
 */
import type { SynthesisPool } from '../pool/synthesis-pool';
import { type Voice, type VoicePort, VoiceError } from '../tts-port';
import {
  OFFLINE_PREFIX,
  OFFLINE_VOICES,
  offlineVoice,
  publicOfflineVoice,
} from './offline-catalogue';

export interface OfflineVoicesOptions {
  pool: Pick<SynthesisPool, 'run'>;
  /** Where the app serves a voice's preview clip; offline voices have none otherwise. */
  previewUrl?: (voiceId: string) => string;
}

export function createOfflineVoices({ pool, previewUrl }: OfflineVoicesOptions): VoicePort {
  const voices: Voice[] = OFFLINE_VOICES.map((v) => ({
    ...publicOfflineVoice(v),
    previewUrl: previewUrl ? previewUrl(v.voiceId) : null,
  }));
  return {
    owns: (voiceId) => voiceId.startsWith(OFFLINE_PREFIX),
    catalogue: async () => voices,
    keyOf: (voiceId) => offlineVoice(voiceId)?.settings ?? null,
    async synthesize({ voiceId, text, speed = 1 }) {
      if (!offlineVoice(voiceId))
        throw new VoiceError(`Unknown voice: ${voiceId}`, 'unknown_voice');
      return pool.run({ kind: 'synthesize', voiceId, text, speed });
    },
    // Synthesis, audio chain and MP3 in one trip to a worker thread.
    render: ({ voiceId, text, speed = 1, delivery }, options) =>
      pool.run({ kind: 'render', voiceId, text, speed, delivery }, options),
  };
}

/**
 * The neural adapter of the voice port: Piper (VITS) and Kokoro models run by sherpa-onnx on the
 * CPU, in the synthesis pool's worker threads like the offline engines. Voices come from
 * `VOICE_MODELS_DIR` only (unset: none, and nothing is loaded). A folder that is not a usable
 * model is left out of the catalogue with one log line naming it and why; the rest still work.
 */
import type { Logger } from '../../../lib/logger';
import type { SynthesisPool } from '../pool/synthesis-pool';
import { type Voice, type VoicePort, VoiceError } from '../tts-port';
import { shippedEspeakData } from './espeak-data';
import {
  type FolderScan,
  NEURAL_PREFIX,
  type NeuralVoice,
  scanFolder,
  voiceFolders,
  voicesOf,
} from './neural-folders';
import { probeModel } from './neural-probe';
import { createSpeedMeter } from './speed-meter';

export interface NeuralVoicesOptions {
  /** VOICE_MODELS_DIR; unset: no neural voices. */
  dir?: string;
  pool: Pick<SynthesisPool, 'run'>;
  previewUrl?: (voiceId: string) => string;
  logger?: Pick<Logger, 'warn'>;
}

export interface NeuralVoicePort extends VoicePort {
  /** Seconds of synthesis per second of speech, once a voice has made its first lines. */
  realTimeFactor(voiceId: string): number | undefined;
  /** Name and key of a neural voice, for its preview clip. */
  describe(voiceId: string): { name: string; key: unknown } | undefined;
}

export function createNeuralVoices(options: NeuralVoicesOptions): NeuralVoicePort {
  const { dir, pool, previewUrl, logger } = options;
  const candidates = new Map<string, NeuralVoice>();
  const leaveOut = (folder: string, reason: string) =>
    logger?.warn(
      { folder, reason },
      `neural voice "${folder}" left out of the catalogue: ${reason}`,
    );

  const shippedData = () => shippedEspeakData();
  let scans: FolderScan[] = [];
  try {
    scans = dir ? voiceFolders(dir).map((folder) => scanFolder(dir, folder, shippedData)) : [];
  } catch (error) {
    // A missing or unreadable directory costs the neural voices, never the app.
    leaveOut(dir ?? '', (error as Error).message);
  }
  for (const scan of scans) {
    if (!scan.ok) {
      leaveOut(scan.folder, scan.reason);
      continue;
    }
    for (const voice of voicesOf(scan)) candidates.set(voice.voiceId, voice);
  }

  // Each model is tried once, one after another (a real model takes a core while it loads).
  let ready: Promise<void> | undefined;
  const probed = () =>
    (ready ??= (async () => {
      for (const scan of scans) {
        if (!scan.ok) continue;
        try {
          await probeModel(scan.model);
        } catch (error) {
          leaveOut(scan.folder, (error as Error).message);
          for (const [id, voice] of candidates)
            if (voice.settings.model.dir === scan.model.dir) candidates.delete(id);
        }
      }
    })());

  async function usable(voiceId: string): Promise<NeuralVoice> {
    await probed();
    const voice = candidates.get(voiceId);
    if (!voice) throw new VoiceError(`Unknown voice: ${voiceId}`, 'unknown_voice');
    return voice;
  }

  const meter = createSpeedMeter();

  return {
    owns: (voiceId) => voiceId.startsWith(NEURAL_PREFIX) && candidates.has(voiceId),
    async catalogue(): Promise<Voice[]> {
      await probed();
      return [...candidates.values()].map(({ settings: _s, key: _k, ...voice }) => ({
        ...voice,
        previewUrl: previewUrl ? previewUrl(voice.voiceId) : null,
      }));
    },
    keyOf: (voiceId) => candidates.get(voiceId)?.key ?? null,
    async synthesize({ voiceId, text, speed = 1 }) {
      const { settings } = await usable(voiceId);
      return pool.run({ kind: 'neural-synthesize', settings, text, speed });
    },
    async render({ voiceId, text, speed = 1, delivery }, runOptions) {
      const { settings } = await usable(voiceId);
      const timed = await pool.run(
        { kind: 'neural-render', settings, text, speed, delivery },
        runOptions,
      );
      meter.record(voiceId, timed.synthesisMs, timed.speechMs);
      return { mp3: timed.mp3, durationMs: timed.durationMs };
    },
    realTimeFactor: (voiceId) => meter.factor(voiceId),
    describe(voiceId) {
      const voice = candidates.get(voiceId);
      return voice && { name: voice.name, key: voice.key };
    },
  };
}

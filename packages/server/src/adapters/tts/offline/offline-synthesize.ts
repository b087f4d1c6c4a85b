/**
 * Offline synthesis of one line, run inside a worker thread: picks the engine from the voice's
 * settings. Returns the engine's native rate; `finishLine` resamples.
 */
import { type Synthesis, VoiceError } from '../tts-port';
import { espeakSynthesize } from './espeak-engine';
import { fliteSynthesize } from './flite-engine';
import { offlineVoice } from './offline-catalogue';

export async function synthesizeOffline(
  voiceId: string,
  text: string,
  speed: number,
): Promise<Synthesis> {
  const voice = offlineVoice(voiceId);
  if (!voice) throw new VoiceError(`Unknown voice: ${voiceId}`, 'unknown_voice');
  const { settings } = voice;
  return settings.engine === 'flite'
    ? fliteSynthesize(settings, text, speed)
    : espeakSynthesize(settings, text, speed);
}

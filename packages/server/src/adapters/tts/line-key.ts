/**
 * The cache key of a line's audio (check 39: re-running generation never re-makes or duplicates
 * a line). It covers everything that changes the sound: the spoken text after cleaning, the voice
 * and its engine settings, the speed, the output format and the chain's level and pauses. Bump
 * AUDIO_VERSION when the chain changes in a way these do not show.
 */
import { hash } from 'node:crypto';

import * as format from '../../lib/audio/audio-format';
import type { Delivery } from '../../lib/audio/finish-line';
import { type SpeechRole, speechText } from './text/speech-text';

const AUDIO_VERSION = 1;

export interface LineKeyInput {
  voiceId: string;
  text: string;
  role?: SpeechRole;
  speed?: number;
  delivery?: Delivery;
}

/** `voiceKey` is the port's `keyOf(voiceId)`: the settings or model that voice is made with. */
export function lineKey(line: LineKeyInput, voiceKey: unknown): string {
  const settings = voiceKey ?? null;
  // The one-shot hash: the same digest as createHash().update().digest(), a few times cheaper for
  // short inputs, and audio status keys every line of a script on each call.
  return hash(
    'sha256',
    JSON.stringify([
      AUDIO_VERSION,
      line.voiceId,
      settings,
      speechText(line.text, line.role),
      line.speed ?? 1,
      format.SAMPLE_RATE,
      format.MP3_BITRATE,
      format.TARGET_LUFS,
      format.LEAD_SILENCE_MS,
      format.TAIL_SILENCE_MS,
      // Only a directed line carries it, so every other line keeps the key it always had.
      ...(line.delivery ? [line.delivery] : []),
    ]),
    'hex',
  );
}

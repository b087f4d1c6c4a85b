/**
 * The list of neural voices `npm run voices:add` can install (voice-list.json beside this file):
 * where each archive comes from, its size and SHA-256, its licence and the labels its catalogue
 * entries get. An entry without a pinned hash is listed but never installed blind.
 */
import { readFileSync } from 'node:fs';

export interface VoiceEntry {
  name: string;
  kind: 'piper' | 'kokoro';
  url: string;
  /** Archive size in bytes; null until pinned. */
  bytes: number | null;
  /** Archive SHA-256 (hex); null until pinned. */
  sha256: string | null;
  licence: string;
  /** Written as the voice's `voice.json` (the licence added). */
  label: Record<string, unknown>;
}

export function readVoiceList(file: string): VoiceEntry[] {
  const { voices } = JSON.parse(readFileSync(file, 'utf8')) as { voices: VoiceEntry[] };
  for (const v of voices)
    if (!/^[a-z0-9][a-z0-9-]*$/.test(v.name)) throw new Error(`voice list: bad name "${v.name}"`);
  return voices;
}

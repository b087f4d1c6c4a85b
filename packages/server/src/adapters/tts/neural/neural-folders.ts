/**
 * Reads `VOICE_MODELS_DIR`: each sub-folder holding a model becomes one voice, or one per speaker
 * listed in its `voice.json` (Kokoro models hold many). Labels come from that file; without it
 * they are read from Piper's folder naming (`en_US-amy-medium`: American, Amy). What the files are
 * is decided here; whether the model really loads is the probe's job.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import type { Voice } from '../tts-port';
import type { NeuralModel, NeuralSettings } from './neural-settings';

export const NEURAL_PREFIX = 'neural-';

export interface NeuralVoice extends Omit<Voice, 'previewUrl'> {
  settings: NeuralSettings;
  /** What decides the sound besides the words: part of every line's cache key. */
  key: { engine: 'neural'; kind: string; model: string; speaker: number };
}

export interface VoiceLabel {
  name?: string;
  gender?: string;
  age?: string;
  accent?: string;
  licence?: string;
  description?: string;
  /** Kokoro: the speakers to list, each by its index in the model. */
  speakers?: (Omit<VoiceLabel, 'speakers' | 'licence'> & { speaker: number })[];
}

/** A folder that looks like a voice, or why it is not one. */
export type FolderScan =
  | { ok: true; folder: string; model: NeuralModel; label: VoiceLabel }
  | { ok: false; folder: string; reason: string };

const ACCENTS: Record<string, string> = {
  en_US: 'American',
  en_GB: 'British',
  en_AU: 'Australian',
  en_IE: 'Irish',
  en_IN: 'Indian',
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function readLabel(dir: string): VoiceLabel {
  const file = path.join(dir, 'voice.json');
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as VoiceLabel;
}

export function scanFolder(root: string, folder: string, shippedData: () => string): FolderScan {
  const dir = path.join(root, folder);
  const model = path.join(dir, 'model.onnx');
  const tokens = path.join(dir, 'tokens.txt');
  for (const [file, name] of [
    [model, 'model.onnx'],
    [tokens, 'tokens.txt'],
  ])
    if (!existsSync(file)) return { ok: false, folder, reason: `no ${name}` };
  const voices = path.join(dir, 'voices.bin');
  let label: VoiceLabel;
  try {
    label = readLabel(dir);
  } catch (error) {
    return { ok: false, folder, reason: `voice.json unreadable: ${(error as Error).message}` };
  }
  return {
    ok: true,
    folder,
    label,
    model: {
      kind: existsSync(voices) ? 'kokoro' : 'piper',
      dir,
      model,
      tokens,
      // sherpa-onnx starts eSpeak-NG once per process with the first folder it is given, so
      // every voice uses the one copy the app ships (a folder's own copy would be ignored).
      dataDir: shippedData(),
      voices: existsSync(voices) ? voices : undefined,
    },
  };
}

/** Sub-folders of the models directory, in name order so ids and listing are stable. */
export function voiceFolders(root: string): string[] {
  return readdirSync(root)
    .filter((name) => !name.startsWith('.') && statSync(path.join(root, name)).isDirectory())
    .sort();
}

/** The model's SHA-256: a replaced model is a new voice for the line cache. */
const digest = (file: string) =>
  createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

export function voicesOf(scan: Extract<FolderScan, { ok: true }>): NeuralVoice[] {
  const { folder, model, label } = scan;
  // Piper's own naming: language_REGION-speaker-quality.
  const [, locale, speakerName] = /^([a-z]{2}_[A-Z]{2})-([^-]+)/.exec(folder) ?? [];
  const hash = digest(model.model);
  const engineName = model.kind === 'kokoro' ? 'Kokoro' : 'Piper VITS';
  const licence = label.licence ? ` Licence: ${label.licence}.` : '';
  const base = {
    name: label.name ?? capitalised(speakerName ?? folder),
    gender: label.gender ?? 'unknown',
    age: label.age ?? 'middle aged',
    accent: label.accent ?? ACCENTS[locale ?? ''] ?? 'unknown',
    description: label.description ?? `Natural neural voice (${engineName}), made on this server.`,
  };
  const speakers = label.speakers ?? [{ speaker: 0 }];
  return speakers.map((entry) => {
    const meta = { ...base, ...entry };
    const id = speakers.length > 1 ? `${slug(folder)}-${entry.speaker}` : slug(folder);
    return {
      voiceId: NEURAL_PREFIX + id,
      name: meta.name,
      gender: meta.gender,
      age: meta.age,
      accent: meta.accent,
      description: meta.description + licence,
      engine: 'neural' as const,
      settings: { model, speaker: entry.speaker },
      key: { engine: 'neural' as const, kind: model.kind, model: hash, speaker: entry.speaker },
    };
  });
}
